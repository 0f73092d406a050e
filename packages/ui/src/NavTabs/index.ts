export type { NavTabsItem, NavTabsLinkProps, NavTabsProps } from './NavTabs'
export { NavTabs } from './NavTabs'
