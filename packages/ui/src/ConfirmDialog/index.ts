export type { ConfirmDialogProps } from './ConfirmDialog.js'
export { CONFIRM_DIALOG_ERROR_MESSAGE, ConfirmDialog } from './ConfirmDialog.js'
