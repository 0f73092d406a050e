export type { DescriptionListItem, DescriptionListProps } from './DescriptionList'
export { DescriptionList } from './DescriptionList'
