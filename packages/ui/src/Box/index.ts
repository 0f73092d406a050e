export type { BoxElement, BoxProps } from './Box'
export { Box } from './Box'
