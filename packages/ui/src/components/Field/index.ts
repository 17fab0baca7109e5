export { Field, type FieldIds, type FieldProps, useFieldIds } from './Field';
