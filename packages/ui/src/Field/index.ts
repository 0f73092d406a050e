export type { FieldBaseProps, FieldControlProps, FieldProps } from './Field.js'
export { Field, joinIds } from './Field.js'
