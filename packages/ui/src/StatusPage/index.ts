export type { StatusPageProps } from './StatusPage.js'
export { StatusPage } from './StatusPage.js'
export type { StatusKind, StatusPageText } from './statusTexts.js'
export { STATUS_PAGE_BUTTONS, STATUS_PAGE_TEXTS } from './statusTexts.js'
