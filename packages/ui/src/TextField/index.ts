export type { TextFieldProps, TextFieldType } from './TextField.js'
export { TextField } from './TextField.js'
