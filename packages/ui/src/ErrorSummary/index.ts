export type {
  ErrorSummaryHeadingLevel,
  ErrorSummaryItem,
  ErrorSummaryProps,
} from './ErrorSummary.js'
export { ErrorSummary, toErrorSummaryItems } from './ErrorSummary.js'
