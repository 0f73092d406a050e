// @conecta/account/react: who is signed in (the account's summary), the sign-in, the registration, the forgotten password,
// its reset, the wait for an address's verification, the correction of a mistyped address, the name and address (and a change
// of address waiting for its link, and what its link led to), the password change, the
// sessions list, the two-factor set-up, the account's deletion, the password
// confirmation dialog and the sign-in over a form whose session ended as
// React blocks on @conecta/ui and @conecta/session-machine, and the form
// pieces the account screens share.
// What they say and decide is the package's root entry, usable without React.
export type { AccountProviderProps } from './AccountProvider.js'
export {
  AccountProvider,
  useAccountSection,
  useFieldWords,
  useNoticeLabels,
  usePasswordFieldWords,
} from './AccountProvider.js'
export type { AccountSummaryProps } from './AccountSummary.js'
export { AccountSummary } from './AccountSummary.js'
export type { AddressCorrectionProps, MailedAddress } from './AddressCorrection.js'
export { AddressCorrection } from './AddressCorrection.js'
export type { BlockFrame, FormBlockProps, TypedInFormProps } from './BlockFrame.js'
export type {
  BrowserSessionsActor,
  BrowserSessionsProps,
  UseBrowserSessionsOptions,
} from './BrowserSessions.js'
export { BrowserSessions, useBrowserSessions } from './BrowserSessions.js'
export type { DeleteAccountProps } from './DeleteAccount.js'
export { DeleteAccount } from './DeleteAccount.js'
export type { EmailChangeHint, EmailChangeOutcomeProps } from './EmailChangeOutcome.js'
export { EmailChangeOutcome } from './EmailChangeOutcome.js'
export type { EmailFieldProps } from './EmailField.js'
export { EmailField } from './EmailField.js'
export type { EndOtherSessionsFieldProps } from './EndOtherSessionsField.js'
export { EndOtherSessionsField } from './EndOtherSessionsField.js'
export { FocusOnShow } from './FocusOnShow.js'
export type { ForgotPasswordProps } from './ForgotPassword.js'
export { ForgotPassword } from './ForgotPassword.js'
export type { FormFailureSummaryProps } from './FormFailureSummary.js'
export { FormFailureSummary } from './FormFailureSummary.js'
export type { NameFieldProps } from './NameField.js'
export { NameField } from './NameField.js'
export type { NewEmailFieldsProps } from './NewEmailFields.js'
export { NewEmailFields } from './NewEmailFields.js'
export type { NewPasswordFieldsProps } from './NewPasswordFields.js'
export { NewPasswordFields } from './NewPasswordFields.js'
export type { PasswordChanged, PasswordChangeProps } from './PasswordChange.js'
export { PasswordChange } from './PasswordChange.js'
export type { PasswordConfirmationDialogProps } from './PasswordConfirmationDialog.js'
export { PasswordConfirmationDialog } from './PasswordConfirmationDialog.js'
export type { PasswordConfirmationHostProps } from './PasswordConfirmationHost.js'
export { PasswordConfirmationHost } from './PasswordConfirmationHost.js'
export type { PasswordResetDone, PasswordResetProps } from './PasswordReset.js'
export { PasswordReset } from './PasswordReset.js'
export type { PendingEmailChangeProps, PendingEnding } from './PendingEmailChange.js'
export { PendingEmailChange } from './PendingEmailChange.js'
export type { ProfileInformationProps, ProfileSaved } from './ProfileInformation.js'
export { ProfileInformation } from './ProfileInformation.js'
export type { Registered, RegisterProps } from './Register.js'
export { Register } from './Register.js'
export type { SignedIn, SignInProps } from './SignIn.js'
export { SignIn } from './SignIn.js'
export type { SignInAgainDialogProps } from './SignInAgainDialog.js'
export { SignInAgainDialog } from './SignInAgainDialog.js'
export type { SignInAgainHostProps, SignInAgainServerOptions } from './SignInAgainHost.js'
export { SignInAgainHost, useSignInAgainServer } from './SignInAgainHost.js'
export type { SubmissionFormProps } from './SubmissionForm.js'
export { SubmissionForm } from './SubmissionForm.js'
export type { TwoFactorAnswerFieldsProps } from './TwoFactorAnswerFields.js'
export { TwoFactorAnswerFields } from './TwoFactorAnswerFields.js'
export type { TwoFactorSetupProps } from './TwoFactorSetup.js'
export { TwoFactorSetup } from './TwoFactorSetup.js'
export type { TwoFactorStepProps } from './TwoFactorStep.js'
export { TwoFactorStep } from './TwoFactorStep.js'
export { useAccountStrings } from './useAccountStrings.js'
export type { PendingEmailChangeState } from './usePendingEmailChange.js'
export { usePendingEmailChange } from './usePendingEmailChange.js'
export type { PromptServerOptions } from './usePromptServer.js'
export { usePromptServer } from './usePromptServer.js'
export type { Submission, SubmissionErrors, SubmissionState } from './useSubmission.js'
export { useSubmission } from './useSubmission.js'
export type { VerifyEmailProps } from './VerifyEmail.js'
export { VerifyEmail } from './VerifyEmail.js'
