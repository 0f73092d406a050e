export type { CheckboxProps } from './Checkbox.js'
export { Checkbox } from './Checkbox.js'
