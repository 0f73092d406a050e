export type { ButtonLookOptions, ButtonProps, ButtonVariant } from './Button.js'
export { Button, buttonClassName } from './Button.js'
