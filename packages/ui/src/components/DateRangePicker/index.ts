export {
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangeValue,
  dateRangeValueFor,
  toDayString,
} from './DateRangePicker';
