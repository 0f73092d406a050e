export type { FieldErrorMessages, FieldErrorProps } from './FieldError'
export { FieldError, toErrorList } from './FieldError'
