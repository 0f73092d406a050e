export type { StackAlign, StackElement, StackProps } from './Stack.js'
export { Stack } from './Stack.js'
