// @conecta/account/react: the sign-in as a React block on @conecta/ui and
// @conecta/session-machine, and the form pieces the account screens share.
// What they say and decide is the package's root entry, usable without React.
export type { AccountProviderProps } from './AccountProvider.js'
export { AccountProvider, useAccountStrings, useFieldWords } from './AccountProvider.js'
export type { BlockFrame } from './BlockFrame.js'
export type { EmailFieldProps } from './EmailField.js'
export { EmailField } from './EmailField.js'
export type { FormFailureSummaryProps } from './FormFailureSummary.js'
export { FormFailureSummary } from './FormFailureSummary.js'
export type { SignedIn, SignInProps } from './SignIn.js'
export { SignIn } from './SignIn.js'
export type { TwoFactorAnswerFieldsProps } from './TwoFactorAnswerFields.js'
export { TwoFactorAnswerFields } from './TwoFactorAnswerFields.js'
export type { TwoFactorStepProps } from './TwoFactorStep.js'
export { TwoFactorStep } from './TwoFactorStep.js'
export type { Submission, SubmissionErrors, SubmissionState } from './useSubmission.js'
export { useSubmission } from './useSubmission.js'
