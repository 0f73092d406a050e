export type { PhoneFieldProps } from './PhoneField.js'
export { PhoneField } from './PhoneField.js'
