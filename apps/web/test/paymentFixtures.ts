// The M-Pesa package's payment fixtures, for the app's tests too (as ./axe.ts does).
export { makeTestPayment, testPlan } from '../../../packages/mpesa/test/paymentFixtures'
