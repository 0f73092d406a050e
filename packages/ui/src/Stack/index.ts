export type { StackAlign, StackElement, StackProps } from './Stack'
export { Stack } from './Stack'
