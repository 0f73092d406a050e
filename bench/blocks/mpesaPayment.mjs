// What an adopter imports to take M-Pesa payments with @conecta/mpesa: the
// machine wired to the Sanctum client's calls, the stage and outcome
// selectors, the number rules, the stored attempt and the payment's Portuguese
// (the outcomes, money and dates; not the plans', history's or trial's words).
// Measured by bench/lib/blockCost.mjs against bench/budget.json "blocks".
export {
  clearPaymentAttempt,
  createPaymentApi,
  createPaymentLogic,
  formatMpesaNumber,
  mpesaPaymentPt,
  normaliseMpesaNumber,
  paymentAttemptStorage,
  selectPaymentOutcome,
  selectPaymentStage,
} from '@conecta/mpesa'
