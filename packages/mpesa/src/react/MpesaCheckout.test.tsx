// @vitest-environment jsdom
import { ApiError } from '@conecta/session-machine'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { expectNoAxeViolations } from '../../test/axe.js'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { makeTestPayment, testPlan } from '../../test/paymentFixtures.js'
import { mpesaEn, mpesaPt, withMpesaStrings } from '../mpesaStrings.js'
import type { CreatePaymentInput, Payment } from '../paymentApi.js'
import { createPaymentAttemptStorage } from '../paymentAttemptStorage.js'
import {
  createAttemptStorageActions,
  type GetPaymentInput,
  type PaymentMachineInput,
  paymentMachine,
} from '../paymentMachine.js'
import { MpesaCheckout } from './MpesaCheckout.js'
import { MpesaProvider } from './MpesaProvider.js'

interface Harness {
  /** The server's answer to each POST, by call (1-based). @defaultValue a pending payment */
  create?: (call: number) => Promise<Payment>
  /** The server's answer to each status check. @defaultValue a pending payment */
  get?: () => Promise<Payment>
  input?: Partial<PaymentMachineInput>
}

/** The checkout over a real payment actor whose server, lock and storage are fakes. */
function renderPanel(
  { create, get, input }: Harness = {},
  wrap = (checkout: ReactNode) => checkout,
) {
  const createCalls: CreatePaymentInput[] = []
  const backing = createMemoryStorage()
  const storage = createPaymentAttemptStorage({ getStorage: () => backing })
  const machine = paymentMachine.provide({
    actors: {
      createPayment: fromPromise<Payment, CreatePaymentInput>(async ({ input: call }) => {
        createCalls.push(call)
        return (create ?? (async () => makeTestPayment()))(createCalls.length)
      }),
      getPayment: fromPromise<Payment, GetPaymentInput>(
        async () => await (get ?? (async () => makeTestPayment()))(),
      ),
    },
    actions: createAttemptStorageActions(storage),
    delays: { pollInterval: 5 },
  })
  const actor = createActor(machine, { input: { userId: '7', plan: testPlan, ...input } })
  actor.start()
  render(wrap(<MpesaCheckout actor={actor} />))
  return { actor, createCalls }
}

const field = () => screen.getByRole('textbox', { name: /Número M-Pesa/ })
const pay = () => userEvent.click(screen.getByRole('button', { name: /^Pagar / }))
const never = () => new Promise<Payment>(() => {})

async function typeNumber(number: string) {
  await userEvent.clear(field())
  await userEvent.type(field(), number)
}

describe('MpesaCheckout', () => {
  it('given the number of the last payment, should offer it in the field and send it when Pagar is tapped as is', async () => {
    const { createCalls } = renderPanel({
      input: { lastPhoneNumber: '258851234567' },
      create: never,
    })
    expect(field()).toHaveValue('85 123 4567')
    await expectNoAxeViolations(document.body)

    await pay()

    await screen.findByText(mpesaPt.checkout.submitting, { selector: 'p' })
    expect(createCalls.map((call) => call.phoneNumber)).toEqual(['258851234567'])
  })

  it('given a number refused here, should keep what was typed in the field with the message, retire the message on the next edit, and send the number submitted next', async () => {
    const { createCalls } = renderPanel({ create: never })
    const input = field()

    await typeNumber('82 123 4567')
    await pay()

    expect(input).toHaveAccessibleDescription(new RegExp(mpesaPt.phoneNumber.prefix))
    expect(input).toHaveFocus()
    expect(input).toHaveValue('82 123 4567')
    expect(field()).toBe(input)
    await expectNoAxeViolations(document.body)

    await userEvent.type(input, '8')
    expect(input).not.toHaveAccessibleDescription(new RegExp(mpesaPt.phoneNumber.prefix))
    expect(input).toHaveValue('82 123 45678')

    await typeNumber('84 123')
    await pay()
    expect(input).toHaveAccessibleDescription(new RegExp(mpesaPt.phoneNumber.length))
    expect(input).toHaveValue('84 123')

    await userEvent.type(input, ' 4560')
    await pay()
    await screen.findByText(mpesaPt.checkout.submitting, { selector: 'p' })
    expect(createCalls.map((call) => call.phoneNumber)).toEqual(['258841234560'])
    expect(field()).toBe(input)
    expect(input).toHaveValue('84 123 4560')
  })

  it('given a number the server refuses, should keep it in the same field with the message', async () => {
    const { createCalls } = renderPanel({
      create: async () => {
        throw new ApiError({
          kind: 'http',
          status: 422,
          fieldErrors: { phone_number: ['The phone number field format is invalid.'] },
        })
      },
    })
    const input = field()

    await typeNumber('85 999 0000')
    await pay()

    expect(await screen.findByText(mpesaPt.phoneRejected)).toBeVisible()
    expect(field()).toBe(input)
    expect(input).toHaveValue('85 999 0000')
    expect(input).not.toHaveAttribute('readonly')
    expect(createCalls.map((call) => call.phoneNumber)).toEqual(['258859990000'])
  })

  it('given a call with no answer, should keep the number as typed and, after Tentar novamente, send it again', async () => {
    const { createCalls } = renderPanel({
      create: (call) => (call === 1 ? Promise.reject(new TypeError('Failed to fetch')) : never()),
    })
    const input = field()

    await typeNumber('+258 84-123-4567')
    await pay()

    expect(await screen.findByText(mpesaPt.connectionError)).toBeVisible()
    await expectNoAxeViolations(document.body)
    expect(field()).toBe(input)
    expect(input).toHaveValue('+258 84-123-4567')

    await userEvent.click(screen.getByRole('button', { name: mpesaPt.actions.retry }))

    await screen.findByText(mpesaPt.checkout.submitting, { selector: 'p' })
    expect(field()).toBe(input)
    expect(input).toHaveValue('+258 84-123-4567')
    expect(createCalls.map((call) => call.phoneNumber)).toEqual(['258841234567', '258841234567'])
  })

  it('given a failed payment, after Alterar número, should show the form again with the number submitted', async () => {
    renderPanel({
      get: async () => makeTestPayment({ status: 'failed', code: 'INS-2006' }),
    })

    await typeNumber('84-123-4564')
    await pay()

    expect(
      await screen.findByRole('heading', { name: mpesaPt.outcomes.insufficientBalance.title }),
    ).toBeVisible()
    await expectNoAxeViolations(document.body)
    expect(screen.queryByRole('textbox', { name: /Número M-Pesa/ })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: mpesaPt.actions.changeNumber }))

    expect(field()).toHaveValue('84-123-4564')
    expect(field()).toHaveFocus()
  })

  it('given a paid payment, should show the outcome and the receipt, fact by fact, in Portuguese', async () => {
    renderPanel({
      get: async () =>
        makeTestPayment({
          status: 'paid',
          code: 'INS-0',
          transaction_id: 'TX123',
          amount: 15000,
          created_at: '2026-11-21T10:00:00Z',
        }),
    })
    await typeNumber('84 123 4567')
    await pay()

    expect(await screen.findByRole('heading', { name: mpesaPt.outcomes.paid.title })).toHaveFocus()
    expect(screen.getByRole('heading', { name: 'Comprovativo' })).toBeVisible()
    const facts = screen.getAllByRole('term').map((term) => term.textContent)
    expect(facts).toEqual([
      'Transacção',
      'Referência',
      'Plano',
      'Montante',
      'Número M-Pesa',
      'Data',
    ])
    const values = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(values).toContain('TX123')
    expect(values).toContain('15\u00a0000\u00a0MT')
    expect(values).toContain('21 de novembro de 2026 às 12:00')
    await expectNoAxeViolations(document.body)
  })
})

describe("MpesaCheckout in an adopter's words", () => {
  const strings = withMpesaStrings(mpesaEn, { checkout: { pay: (amount) => `Send ${amount}` } })
  const english = (checkout: ReactNode) => (
    <MpesaProvider strings={strings}>{checkout}</MpesaProvider>
  )

  it('given English with an overridden text, should speak English, use the override and format money in English', async () => {
    renderPanel({ create: never, input: { plan: { ...testPlan, price: 1500 } } }, english)

    expect(screen.getByRole('heading', { name: `Pay for the ${testPlan.name} plan` })).toBeVisible()
    const number = screen.getByRole('textbox', { name: /M-Pesa number/ })
    const send = screen.getByRole('button', { name: /^Send / })
    expect(send).toHaveTextContent('Send 1,500 MT')

    await userEvent.type(number, '82 123 4567')
    await userEvent.click(send)
    expect(number).toHaveAccessibleDescription(new RegExp(mpesaEn.phoneNumber.prefix))
  })

  it('given English, should say the wait for the PIN and its countdown in English', async () => {
    renderPanel({ create: async () => makeTestPayment() }, english)
    await userEvent.type(screen.getByRole('textbox', { name: /M-Pesa number/ }), '84 123 4567')
    await userEvent.click(screen.getByRole('button', { name: /^Send / }))

    expect(await screen.findByRole('heading', { name: mpesaEn.pinInstruction })).toHaveFocus()
    expect(screen.getByText(/^Time left:/)).toBeVisible()
    await expectNoAxeViolations(document.body)
    expect(screen.getByText(/^We asked /)).toHaveTextContent(
      'We asked +258 84 123 4567 for 150 MT, for the Mensal plan.',
    )
  })
})

describe('keeping what is read off the screen on one line', () => {
  it('given the wait for the PIN, should keep the number asked unbroken, the text unchanged', async () => {
    renderPanel({ create: async () => makeTestPayment() })
    await typeNumber('84 123 4567')
    await pay()
    const asked = await screen.findByText(/^Pedimos /)
    expect(asked).toHaveTextContent('Pedimos 150 MT ao número +258 84 123 4567, pelo plano Mensal.')
    // The kit's `keepWhole` span (white-space: nowrap, which jsdom does not compute).
    const kept = [...asked.querySelectorAll('span')].map((span) => [
      span.textContent,
      span.className !== '',
    ])
    expect(kept).toEqual([['+258 84 123 4567', true]])
  })
})
