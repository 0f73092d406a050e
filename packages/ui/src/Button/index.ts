export type { ButtonProps, ButtonVariant } from './Button.js'
export { Button } from './Button.js'
