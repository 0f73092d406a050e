export type { KeepWholeProps } from './KeepWhole.js'
export { KeepWhole, keepWhole } from './KeepWhole.js'
