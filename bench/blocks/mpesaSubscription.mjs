// What an adopter imports for the whole M-Pesa subscription screen: the plans,
// the checkout with its machine and receipt, the history and the provider
// (Portuguese by default: each block imports its own sections of the
// catalogue). Measured by bench/lib/blockCost.mjs against bench/budget.json
// "blocks", with its CSS.
export { createPaymentApi, createPaymentLogic } from '@conecta/mpesa'
export { MpesaCheckout, MpesaHistory, MpesaPlans, MpesaProvider } from '@conecta/mpesa/react'
