export type { PhoneFieldProps } from './PhoneField'
export { PhoneField } from './PhoneField'
