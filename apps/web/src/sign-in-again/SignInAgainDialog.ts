// The dialog's chunk (SignInAgainHost fetches it when a form's call is first answered 401):
// @conecta/account's dialog, with its machine and words.
export type { SignInAgainDialogProps } from '@conecta/account/react'
export { SignInAgainDialog } from '@conecta/account/react'
