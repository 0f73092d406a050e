// @conecta/account: what the account screens say and decide, without React
// (the sessions list's, the password confirmation's, the two-factor set-up's and
// the sign-in again's machines included).
// The blocks that show it are @conecta/account/react.

export { formatAccountDate } from './accountDate.js'
export { accountEn } from './accountEn.js'
export type {
  AccountStringOverrides,
  AccountStrings,
  AccountSummaryStrings,
  AddressCorrectionStrings,
  BrowserSessionsStrings,
  DeleteAccountStrings,
  EmailChangeOutcomeStrings,
  EndOtherSessionsStrings,
  FailureStrings,
  FieldStrings,
  ForgotPasswordStrings,
  NewEmailStrings,
  NewPasswordStrings,
  PasswordChangeStrings,
  PasswordConfirmationStrings,
  PasswordResetStrings,
  PendingEmailStrings,
  ProfileInformationStrings,
  RegisterStrings,
  SignInAgainStrings,
  SignInStrings,
  TranslateServerMessage,
  TwoFactorSetupStrings,
  TwoFactorStrings,
  VerifyEmailStrings,
} from './accountStrings.js'
export { accountPt, withAccountStrings } from './accountStrings.js'
export type { BrowserSession, BrowserSessionsCalls } from './browserSessions.js'
export { createBrowserSessionsCalls } from './browserSessions.js'
export type {
  BrowserSessionsContext,
  BrowserSessionsEvent,
  BrowserSessionsInput,
  BrowserSessionsSnapshot,
  BrowserSessionsWords,
} from './browserSessionsMachine.js'
export { browserSessionsMachine, selectEndOtherSessionsOffer } from './browserSessionsMachine.js'
export { createDeleteAccountCalls } from './deleteAccountCalls.js'
export { describeDevice } from './describeDevice.js'
export type { FormFailure } from './describeFailure.js'
export {
  actionFailureMessage,
  describeFailure,
  loadServerMessageTranslation,
  refusedFields,
} from './describeFailure.js'
export { describeLastActive } from './describeLastActive.js'
export type { EndOtherSessionsOffer } from './endOtherSessions.js'
export {
  BROWSER_SESSIONS_PATH,
  END_OTHER_SESSIONS_FIELD,
  probeBrowserSessions,
  readEndOtherSessions,
} from './endOtherSessions.js'
export type { LinkSentence } from './linkSentence.js'
export { splitLinkSentence } from './linkSentence.js'
export { localValidationError } from './localValidationError.js'
export type { NewEmailReading } from './newEmail.js'
export {
  EMAIL_CONFIRMATION_FIELD,
  emailChangeWaitsForLink,
  isOtherEmail,
  readNewEmail,
  sameEmail,
} from './newEmail.js'
export type { PasswordChangeInput } from './passwordChangeCalls.js'
export { createPasswordChangeCalls } from './passwordChangeCalls.js'
export type { PasswordConfirmationCalls } from './passwordConfirmationCalls.js'
export { createPasswordConfirmationCalls } from './passwordConfirmationCalls.js'
export type {
  PasswordConfirmationContext,
  PasswordConfirmationEvent,
  PasswordConfirmationInput,
  PasswordConfirmationSnapshot,
  PasswordConfirmationWords,
} from './passwordConfirmationMachine.js'
export {
  ConfirmationFailure,
  passwordConfirmationMachine,
  selectConfirmationFailureMessage,
  selectConfirmationOpen,
  selectConfirmationPasswordErrors,
  selectConfirmationRefusals,
  selectConfirmationSubmitting,
} from './passwordConfirmationMachine.js'
export type { ResetPasswordInput } from './passwordResetCalls.js'
export { createPasswordResetCalls } from './passwordResetCalls.js'
export { createPendingEmailCalls } from './pendingEmailCalls.js'
export type { ProfileInformation } from './profileInformationCalls.js'
export { createProfileInformationCalls } from './profileInformationCalls.js'
export type { Prompt, PromptChannel } from './promptChannel.js'
export {
  createPasswordConfirmationPrompt,
  createPromptChannel,
  createSignInAgainPrompt,
} from './promptChannel.js'
export type { RegisterInput } from './registrationCalls.js'
export { createRegistrationCalls } from './registrationCalls.js'
export type { LoginInput } from './sessionCalls.js'
export { createSessionCalls } from './sessionCalls.js'
export type {
  SignInAgainCalls,
  SignInAgainContext,
  SignInAgainEvent,
  SignInAgainInput,
  SignInAgainResult,
  SignInAgainSnapshot,
  SignInAgainWords,
} from './signInAgainMachine.js'
export {
  createSignInAgainCalls,
  SignInFailure,
  selectSignInAgainCheckFailed,
  selectSignInAgainFailureMessage,
  selectSignInAgainFieldErrors,
  selectSignInAgainOpen,
  selectSignInAgainPending,
  selectSignInAgainRefusals,
  selectSignInAgainSentEmail,
  selectSignInAgainTwoFactor,
  selectSignInAgainTwoFactorRefusal,
  selectSignInAgainTwoFactorRefusals,
  signInAgainMachine,
} from './signInAgainMachine.js'
// Each section's Portuguese on its own, for a host's own screen that reads one section
// (`useAccountSection`) without carrying the whole catalogue.
export { accountSummaryPt } from './strings/accountSummaryPt.js'
export { addressCorrectionPt } from './strings/addressCorrectionPt.js'
export { browserSessionsPt } from './strings/browserSessionsPt.js'
export { deleteAccountPt } from './strings/deleteAccountPt.js'
export { emailChangeOutcomePt } from './strings/emailChangeOutcomePt.js'
export { endOtherSessionsPt } from './strings/endOtherSessionsPt.js'
export { failurePt } from './strings/failurePt.js'
export { fieldsPt } from './strings/fieldsPt.js'
export { forgotPasswordPt } from './strings/forgotPasswordPt.js'
export { newEmailPt } from './strings/newEmailPt.js'
export { newPasswordPt } from './strings/newPasswordPt.js'
export { passwordChangePt } from './strings/passwordChangePt.js'
export { passwordConfirmationPt } from './strings/passwordConfirmationPt.js'
export { passwordResetPt } from './strings/passwordResetPt.js'
export { pendingEmailPt } from './strings/pendingEmailPt.js'
export { profileInformationPt } from './strings/profileInformationPt.js'
export { registerPt } from './strings/registerPt.js'
export { signInAgainPt } from './strings/signInAgainPt.js'
export { signInPt } from './strings/signInPt.js'
export { twoFactorPt } from './strings/twoFactorPt.js'
export { twoFactorSetupPt } from './strings/twoFactorSetupPt.js'
export { verifyEmailPt } from './strings/verifyEmailPt.js'
export type { SummaryItem } from './summaryItems.js'
export { summaryItems } from './summaryItems.js'
export { translateServerMessage } from './translateServerMessage.js'
export type { TwoFactorAnswerKind } from './twoFactorAnswer.js'
export { readTwoFactorAnswer } from './twoFactorAnswer.js'
export type { GlyphSentencePart, RecoveryCodeRun } from './twoFactorCode.js'
export {
  groupRecoveryCode,
  groupSecretKey,
  isSixDigits,
  normaliseTwoFactorCode,
  RECOVERY_CODE_GROUP,
  recoveryCodesText,
  splitGlyphSentence,
} from './twoFactorCode.js'
export type { TwoFactorSecret, TwoFactorSetupCalls } from './twoFactorSetupCalls.js'
export { createTwoFactorSetupCalls } from './twoFactorSetupCalls.js'
export type {
  TwoFactorSetupBusy,
  TwoFactorSetupContext,
  TwoFactorSetupEmitted,
  TwoFactorSetupEvent,
  TwoFactorSetupInput,
  TwoFactorSetupSnapshot,
  TwoFactorSetupView,
  TwoFactorSetupWords,
} from './twoFactorSetupMachine.js'
export {
  selectAskingToDisable,
  selectRecoveryCodes,
  selectShowingRecoveryCodes,
  selectTwoFactorCodeError,
  selectTwoFactorFailure,
  selectTwoFactorNotice,
  selectTwoFactorSecret,
  selectTwoFactorSetupBusy,
  selectTwoFactorSetupView,
  twoFactorSetupMachine,
} from './twoFactorSetupMachine.js'
export { createVerifyEmailCalls } from './verifyEmailCalls.js'
