export type { DescriptionListItem, DescriptionListProps } from './DescriptionList.js'
export { DescriptionList } from './DescriptionList.js'
