export { DiffView, type DiffViewProps } from './DiffView';
export {
  type DiffRow,
  type DiffRowKind,
  type DiffSummary,
  sideBySideRows,
  summarizeRows,
} from './lineDiff';
