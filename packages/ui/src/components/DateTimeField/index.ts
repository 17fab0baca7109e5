export { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
export {
  type DateTimeParts,
  formatDateTime,
  from12Hour,
  type HourCycle,
  hourCycles,
  joinDateTime,
  type Meridiem,
  splitDateTime,
  to12Hour,
} from './dateTime';
