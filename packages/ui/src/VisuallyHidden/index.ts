export type { VisuallyHiddenProps } from './VisuallyHidden'
export { VisuallyHidden } from './VisuallyHidden'
