// What an adopter imports to mount the M-Pesa checkout: the payment machine
// wired to the Sanctum client's calls, the React checkout with its receipt,
// and the provider of its words (Portuguese by default: the payment's own
// sections of the catalogue, which the blocks import themselves). Measured by
// bench/lib/blockCost.mjs against bench/budget.json "blocks", with its CSS.
export { createPaymentApi, createPaymentLogic } from '@conecta/mpesa'
export { MpesaCheckout, MpesaProvider } from '@conecta/mpesa/react'
