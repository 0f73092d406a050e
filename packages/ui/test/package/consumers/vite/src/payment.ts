// @conecta/mpesa as a host app without React bindings meets it: the payment
// machine in a plain XState actor (createPaymentLogic), its calls answered here (a pending payment
// that the first poll finds paid), its words in English with one text changed.

import { accountEn, withAccountStrings } from '@conecta/account'
import {
  createPaymentLogic,
  describePaymentOutcome,
  mpesaEn,
  normaliseMpesaNumber,
  type Payment,
  type Plan,
  selectPaymentOutcome,
  selectPaymentStage,
  withMpesaStrings,
} from '@conecta/mpesa'
import { createActor } from 'xstate'

export const strings = withMpesaStrings(mpesaEn, {
  outcomes: { paid: { title: 'Paid, thank you' } },
})

/** The sign-in block's words: English, with the host's own button. */
export const signInStrings = withAccountStrings(accountEn, { signIn: { submit: 'Log in' } })

/** The checkout block's words: the same English, with the host's own pay button too. */
export const checkoutStrings = withMpesaStrings(strings, {
  checkout: { pay: (amount) => `Pay ${amount} with M-Pesa` },
})

const plan: Plan = {
  id: 'monthly',
  name: 'Monthly',
  price: 150,
  currency: 'MZN',
  duration_days: 30,
}

function payment(status: Payment['status'], phoneNumber: string): Payment {
  return {
    id: 'pay-1',
    status,
    plan: plan.id,
    amount: plan.price,
    currency: 'MZN',
    phone_number: phoneNumber,
    reference: 'CNT-1',
    transaction_id: status === 'paid' ? 'TX-1' : null,
    code: status === 'paid' ? 'INS-0' : null,
    message: null,
    created_at: new Date().toISOString(),
  }
}

/** Starts a payment actor; `report` gets each stage and what the person is told. */
export function startPayment(report: (stage: string, text: string) => void) {
  let charges = 0
  let number = ''
  const api = {
    async createPayment(input: { phoneNumber: string }) {
      charges += 1
      number = input.phoneNumber
      return payment('pending', number)
    },
    async getPayment() {
      return payment('paid', number)
    },
  }
  const actor = createActor(createPaymentLogic({ api }), {
    input: { userId: 'host-user', plan },
  })
  actor.subscribe((snapshot) => {
    const outcome = selectPaymentOutcome(snapshot, strings)
    const error = snapshot.context.phoneError
    const text =
      outcome?.title ??
      (error === null || error === 'rejectedByServer' ? '' : strings.phoneNumber[error])
    report(`${selectPaymentStage(snapshot)}:${charges}`, text)
  })
  actor.start()
  return actor
}

/** The rules alone, without an actor. */
export const insufficient = describePaymentOutcome('INS-2006', 'failed', strings)
export const typed = normaliseMpesaNumber('(+258) 84-123.4567')
