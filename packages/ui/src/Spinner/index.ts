export type { FullPageSpinnerProps, SpinnerProps, SpinnerSize } from './Spinner.js'
export { FullPageSpinner, SPINNER_LABEL, Spinner } from './Spinner.js'
