export type { IconProps } from './icons'
export { AlertIcon, CheckIcon, CloseIcon, EyeIcon, EyeOffIcon, HelpIcon } from './icons'
