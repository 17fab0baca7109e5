export { FilterBar, type FilterBarProps } from './FilterBar';
export { RangeChips, type RangeChipsProps } from './RangeChips';
