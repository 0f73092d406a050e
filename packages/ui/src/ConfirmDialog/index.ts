export type { ConfirmDialogProps } from './ConfirmDialog'
export { CONFIRM_DIALOG_ERROR_MESSAGE, ConfirmDialog } from './ConfirmDialog'
