export type { TextFieldProps, TextFieldType } from './TextField'
export { TextField } from './TextField'
