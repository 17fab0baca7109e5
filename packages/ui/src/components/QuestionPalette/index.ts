export {
  QuestionPalette,
  type QuestionPaletteItem,
  type QuestionPaletteProps,
  questionPaletteStatuses,
  questionPaletteStatusLabels,
} from './QuestionPalette';
