export type { IconButtonProps } from './IconButton.js'
export { IconButton } from './IconButton.js'
