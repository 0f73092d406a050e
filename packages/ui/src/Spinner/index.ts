export type { FullPageSpinnerProps, SpinnerProps, SpinnerSize } from './Spinner'
export { FullPageSpinner, SPINNER_LABEL, Spinner } from './Spinner'
