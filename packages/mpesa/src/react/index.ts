// @conecta/mpesa/react: the M-Pesa checkout as React blocks on @conecta/ui. The
// machine, rules and strings they show are the package's root entry, usable
// without React.
export type { CountdownProps } from './Countdown.js'
export { Countdown } from './Countdown.js'
export type { MpesaCheckoutProps, PaymentActorRef } from './MpesaCheckout.js'
export { MpesaCheckout } from './MpesaCheckout.js'
export type { MpesaHistoryProps, PaymentHistoryView } from './MpesaHistory.js'
export { MpesaHistory } from './MpesaHistory.js'
export type { MpesaPlansProps } from './MpesaPlans.js'
export { MpesaPlans } from './MpesaPlans.js'
export type { MpesaProviderProps } from './MpesaProvider.js'
export {
  MpesaProvider,
  useMpesaSection,
  useMpesaStrings,
  usePaymentStrings,
} from './MpesaProvider.js'
export type { MpesaReceiptProps } from './MpesaReceipt.js'
export { MpesaReceipt } from './MpesaReceipt.js'
export type { MpesaTrialProps } from './MpesaTrial.js'
export { MpesaTrial } from './MpesaTrial.js'
