export type { BoxElement, BoxProps } from './Box.js'
export { Box } from './Box.js'
