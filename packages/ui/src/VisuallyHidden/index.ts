export type { VisuallyHiddenProps } from './VisuallyHidden.js'
export { VisuallyHidden } from './VisuallyHidden.js'
