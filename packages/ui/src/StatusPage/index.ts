export type { StatusPageProps } from './StatusPage'
export { StatusPage } from './StatusPage'
export type { StatusKind, StatusPageText } from './statusTexts'
export { STATUS_PAGE_BUTTONS, STATUS_PAGE_TEXTS } from './statusTexts'
