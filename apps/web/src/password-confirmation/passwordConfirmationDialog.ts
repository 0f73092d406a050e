// The dialog's chunk (PasswordConfirmationHost fetches it when a call first asks for the
// password): @conecta/account's dialog, with its machine and words.
export { PasswordConfirmationDialog } from '@conecta/account/react'
