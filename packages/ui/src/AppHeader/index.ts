export type { AppHeaderProps } from './AppHeader.js'
export { AppHeader } from './AppHeader.js'
