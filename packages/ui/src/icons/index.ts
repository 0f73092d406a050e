export type { IconProps } from './icons.js'
export { AlertIcon, CheckIcon, CloseIcon, EyeIcon, EyeOffIcon, HelpIcon } from './icons.js'
