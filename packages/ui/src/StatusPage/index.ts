export type { StatusPageAction, StatusPageProps } from './StatusPage.js'
export { StatusPage } from './StatusPage.js'
