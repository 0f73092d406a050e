export type { FieldErrorMessages, FieldErrorProps } from './FieldError.js'
export { FieldError, toErrorList } from './FieldError.js'
