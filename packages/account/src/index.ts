// @conecta/account: what the account screens say and decide, without React.
// The blocks that show it are @conecta/account/react.

export { accountEn } from './accountEn.js'
export type {
  AccountStringOverrides,
  AccountStrings,
  FailureStrings,
  FieldStrings,
  ForgotPasswordStrings,
  SignInStrings,
  TranslateServerMessage,
  TwoFactorStrings,
} from './accountStrings.js'
export { accountPt, withAccountStrings } from './accountStrings.js'
export type { FormFailure } from './describeFailure.js'
export {
  actionFailureMessage,
  describeFailure,
  loadServerMessageTranslation,
  refusedFields,
} from './describeFailure.js'
export type { ResetPasswordInput } from './passwordResetCalls.js'
export { createPasswordResetCalls } from './passwordResetCalls.js'
export type { LoginInput } from './sessionCalls.js'
export { createSessionCalls } from './sessionCalls.js'
export type { SummaryItem } from './summaryItems.js'
export { summaryItems } from './summaryItems.js'
export { translateServerMessage } from './translateServerMessage.js'
export type { TwoFactorAnswerKind } from './twoFactorAnswer.js'
export { readTwoFactorAnswer } from './twoFactorAnswer.js'
