export type { NavTabsItem, NavTabsLinkProps, NavTabsProps } from './NavTabs.js'
export { NavTabs } from './NavTabs.js'
