export type { ErrorSummaryHeadingLevel, ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary'
export { ErrorSummary, toErrorSummaryItems } from './ErrorSummary'
