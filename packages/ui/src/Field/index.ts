export type { FieldBaseProps, FieldControlProps, FieldProps } from './Field'
export { Field, joinIds } from './Field'
