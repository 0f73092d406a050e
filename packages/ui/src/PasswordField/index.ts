export type { PasswordFieldProps } from './PasswordField.js'
export { PasswordField } from './PasswordField.js'
