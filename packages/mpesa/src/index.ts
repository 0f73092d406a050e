// @conecta/mpesa: the M-Pesa payment without React. The machine charges once per
// intention; the rules judge answers; the strings say it in pt or en.
export type { ReceiptFact } from './mpesaFormat.js'
export {
  countdownAnnouncement,
  formatCountdown,
  formatMeticais,
  formatPaymentDateTime,
  paymentReceiptFacts,
} from './mpesaFormat.js'
export type {
  CheckoutStrings,
  CountdownStrings,
  HistoryStrings,
  MpesaPaymentStrings,
  MpesaStringOverrides,
  MpesaStrings,
  PaymentOutcome,
  PlansStrings,
  ReceiptStrings,
  TrialStrings,
} from './mpesaStrings.js'
export {
  describePaymentOutcome,
  mpesaEn,
  mpesaPaymentPt,
  mpesaPt,
  withMpesaStrings,
} from './mpesaStrings.js'
export type {
  CreatePaymentInput,
  Payment,
  PaymentApi,
  PaymentHttpClient,
  PaymentStatus,
  Plan,
} from './paymentApi.js'
export {
  conflictingPaymentOf,
  createPaymentApi,
  isPaymentStatus,
  PAYMENTS_PATH,
  paymentPath,
  readPayment,
} from './paymentApi.js'
export { clearPaymentAttempt, PAYMENT_ATTEMPT_STORAGE_KEY } from './paymentAttemptKey.js'
export type {
  PaymentAttemptStorage,
  PaymentAttemptStorageOptions,
  StoredAttempt,
} from './paymentAttemptStorage.js'
export {
  createPaymentAttemptStorage,
  PAYMENT_ATTEMPT_MAX_AGE_MS,
  PAYMENT_ATTEMPT_VERSION,
  parseStoredAttempt,
  paymentAttemptStorage,
} from './paymentAttemptStorage.js'
export type { PaymentNews, PaymentServices } from './paymentLogic.js'
export { createPaymentLogic, onWindowOnline } from './paymentLogic.js'
export type {
  GetPaymentInput,
  PaymentErrorKind,
  PaymentMachineActions,
  PaymentMachineContext,
  PaymentMachineEvent,
  PaymentMachineInput,
  PaymentSnapshot,
  PaymentStage,
  PhoneErrorKind,
  TabInput,
} from './paymentMachine.js'
export {
  createAttemptActions,
  createAttemptStorageActions,
  MAX_POLL_FAILURES,
  POLL_BACKOFF_MS,
  paymentMachine,
  RECHECK_INTERVAL_MS,
  selectPaymentOutcome,
  selectPaymentStage,
} from './paymentMachine.js'
export type {
  PaymentJudgement,
  PaymentOutcomeAction,
  PaymentOutcomeId,
  PaymentOutcomeKind,
  PaymentOutcomeTone,
} from './paymentOutcome.js'
export { judgePayment } from './paymentOutcome.js'
export type { PaymentAttempt } from './paymentRules.js'
export {
  createAttemptId,
  isDefiniteFailure,
  isFinalUnpaid,
  isPhoneNumberRejection,
  needsVerifying,
  PIN_WINDOW_MS,
} from './paymentRules.js'
export type { PaymentTabChannel, PaymentTabMessage } from './paymentTabChannel.js'
export { createPaymentTabChannel, paymentTabChannel } from './paymentTabChannel.js'
export type { PaymentTabLock, PaymentTabLockOptions } from './paymentTabLock.js'
export { createPaymentTabLock, PAYMENT_LEASE_MS, paymentTabLock } from './paymentTabLock.js'
export type { MpesaNumberErrorReason, MpesaNumberResult } from './phoneNumber.js'
export {
  formatMpesaNumber,
  formatNationalMpesaNumber,
  normaliseMpesaNumber,
} from './phoneNumber.js'
// Each block's section of `mpesaPt` on its own, for a host's own screen that reads one.
export { historyPt } from './strings/historyPt.js'
export { plansPt } from './strings/plansPt.js'
export { trialPt } from './strings/trialPt.js'
export type {
  TrialActorRef,
  TrialAnswer,
  TrialMachineContext,
  TrialMachineEvent,
  TrialSnapshot,
} from './trialMachine.js'
export {
  selectTrialAnswer,
  selectTrialError,
  selectTrialStarting,
  selectTrialTaken,
  trialMachine,
} from './trialMachine.js'
