// What an adopter imports to mount the M-Pesa checkout: the payment machine
// wired to the Sanctum client's calls, the React checkout with its receipt,
// the provider of its words and the Portuguese catalogue. Measured by
// bench/lib/blockCost.mjs against bench/budget.json "blocks", with its CSS.
export { createPaymentApi, createPaymentLogic, mpesaPt } from '@conecta/mpesa'
export { MpesaCheckout, MpesaProvider } from '@conecta/mpesa/react'
