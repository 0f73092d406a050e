import { type MockStore, makePayment, makeUser } from '@conecta/mocks'
import { mpesaPt, PAYMENT_ATTEMPT_STORAGE_KEY, type StoredAttempt } from '@conecta/mpesa'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { paragraphWithText } from '../../../apps/web/test/paragraphWithText'
import { AppStory } from '../../support/AppStory'
import { AppStoryDocsPage } from '../../support/AppStoryDocsPage'
import { appStoryMeta } from '../../support/appStoryMeta'
import { apiUrl, holdAfter, type MockApiSetup, mockApi } from '../../support/mockApi'

/** The M-Pesa payment inside the subscription tab, one story per machine state and result code. */
const meta = {
  title: 'Screens/Payment',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/profile/subscription' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story['play']>>[0]

// The mocks decide by the number's last digit (packages/mocks README).
function numberEndingIn(digit: number) {
  return `84 123 456${digit}`
}

/** Short, so a story sees an outcome after the first status poll (2 s). */
const STORY_PAYMENT_DELAY_MS = 300

function freshScenario(setup?: MockApiSetup) {
  return mockApi({ signedInAs: makeUser() }, { paymentDelayMs: STORY_PAYMENT_DELAY_MS, ...setup })
}

async function choosePlanAndType({ canvas, userEvent }: PlayContext, number: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Escolher o plano Mensal' }))
  const field = canvas.getByRole('textbox', { name: /Número M-Pesa/ })
  await userEvent.clear(field)
  await userEvent.type(field, number)
  return canvas.getByRole('button', { name: /^Pagar 299/ })
}

async function payWith(context: PlayContext, number: string) {
  await context.userEvent.click(await choosePlanAndType(context, number))
}

/** A definite failure: the code's message, focus on it, both ways forward offered. */
function definiteFailure(digit: number, title: string): Story {
  const scenario = freshScenario()
  return {
    parameters: scenario.parameters,
    play: async (context) => {
      await payWith(context, numberEndingIn(digit))
      const heading = await context.canvas.findByRole('heading', { name: title })
      await waitFor(() => expect(heading).toHaveFocus())
      await expect(context.canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
      await expect(context.canvas.getByRole('button', { name: 'Alterar número' })).toBeVisible()
      await expect(scenario.store.payments.size).toBe(1)
    },
  }
}

/** Verifying: the server is asked, and nothing is paid again on its own. */
function verifying(digit: number, title: string): Story {
  const scenario = freshScenario()
  return {
    parameters: scenario.parameters,
    play: async (context) => {
      await payWith(context, numberEndingIn(digit))
      // The title's own element: "M-Pesa" in it is a span of its own (keepNamesWhole).
      await expect(
        await context.canvas.findByText(
          (_, element) => element?.localName === 'strong' && element.textContent === title,
        ),
      ).toBeVisible()
      await expect(scenario.store.payments.size).toBe(1)
    },
  }
}

const editing = freshScenario()

/** A number of another operator is refused beside the field before any call. */
export const EditingInvalidNumber: Story = {
  parameters: editing.parameters,
  play: async (context) => {
    await payWith(context, '82 123 4567')
    const field = context.canvas.getByRole('textbox', { name: /Número M-Pesa/ })
    await expect(field).toHaveAccessibleDescription(new RegExp(mpesaPt.phoneNumber.prefix))
    await expect(field).toHaveFocus()
    await expect(editing.store.payments.size).toBe(0)
  },
}

const waiting = freshScenario()

/** Waiting for the PIN: the whole panel, the instruction first with the focus, a ticking countdown; no form. */
export const WaitingWithCountdown: Story = {
  parameters: waiting.parameters,
  play: async (context) => {
    await payWith(context, numberEndingIn(9))
    const { canvas } = context
    const instruction = await canvas.findByRole('heading', { name: mpesaPt.pinInstruction })
    await waitFor(() => expect(instruction).toHaveFocus())
    await expect(canvas.getByText('Não feche esta página.')).toBeVisible()
    const timer = canvas.getByRole('timer')
    await expect(timer).toHaveTextContent(/^0[12]:\d\d$/)
    const first = timer.textContent
    await waitFor(() => expect(timer.textContent).not.toBe(first))
    await expect(canvas.queryByRole('button', { name: /^Pagar 299/ })).toBeNull()
    await expect(canvas.queryByRole('textbox', { name: /Número M-Pesa/ })).toBeNull()
  },
}

const waitingOffline = freshScenario()

/**
 * The connection drops during the wait: the notice is in the wait itself, and
 * says the PIN can still be entered.
 */
export const WaitingOffline: Story = {
  parameters: waitingOffline.parameters,
  beforeEach: () => () => {
    // Back online for the next story.
    Reflect.deleteProperty(navigator, 'onLine')
    window.dispatchEvent(new Event('online'))
  },
  play: async (context) => {
    await payWith(context, numberEndingIn(9))
    const { canvas } = context
    const instruction = await canvas.findByRole('heading', { name: mpesaPt.pinInstruction })
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    window.dispatchEvent(new Event('offline'))
    const wait = instruction.parentElement?.parentElement
    if (!wait) throw new Error('the wait has no container')
    await expect(await within(wait).findByText(mpesaPt.checkout.waitOffline)).toBeVisible()
  },
}

const paid = freshScenario()

/** Paid: the receipt (comprovativo) takes focus and shows the new expiry. */
export const PaidReceipt: Story = {
  parameters: paid.parameters,
  play: async (context) => {
    await payWith(context, numberEndingIn(0))
    const { canvas } = context
    const heading = await canvas.findByRole('heading', { name: 'Pagamento confirmado' })
    await waitFor(() => expect(heading).toHaveFocus())
    const [record] = [...paid.store.payments.values()]
    await expect(canvas.getByText(record?.payment.transaction_id ?? 'sem transacção')).toBeVisible()
    await expect(canvas.getByText('+258 84 123 4560')).toBeVisible()
    await waitFor(() => expect(canvas.queryByText('A actualizar…')).toBeNull())
    await expect(canvas.getByText('Nova data de validade')).toBeVisible()
  },
}

export const CancelledIns5 = definiteFailure(1, mpesaPt.outcomes.cancelled.title)
export const InsufficientBalanceIns2006 = definiteFailure(
  4,
  mpesaPt.outcomes.insufficientBalance.title,
)
export const NotMpesaNumberIns2051 = definiteFailure(5, mpesaPt.outcomes.invalidNumber.title)
export const AccountInactiveIns4 = definiteFailure(6, mpesaPt.outcomes.accountInactive.title)
export const FailedIns6 = definiteFailure(7, mpesaPt.outcomes.failed.title)

const unknownPayment = makePayment({
  id: 'pay-unknown',
  status: 'failed',
  code: 'INS-17',
  transaction_id: null,
  phone_number: '258841234567',
})
const unknown = freshScenario({
  before: {
    subscription: [
      http.post(apiUrl('/api/subscription/payments'), () =>
        HttpResponse.json(
          { data: { ...unknownPayment, status: 'pending', code: null } },
          { status: 202 },
        ),
      ),
      http.get(apiUrl('/api/subscription/payments/pay-unknown'), () =>
        HttpResponse.json({ data: unknownPayment }),
      ),
    ],
  },
})

/** A code docs/mpesa.md#result-codes does not list: the generic message, and the code small for support. */
export const UnknownCode: Story = {
  parameters: unknown.parameters,
  play: async (context) => {
    await payWith(context, numberEndingIn(7))
    const heading = await context.canvas.findByRole('heading', {
      name: mpesaPt.outcomes.unknownError.title,
    })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(context.canvas.getByText('Código: INS-17')).toBeVisible()
  },
}

/** The text of a paragraph whose "M-Pesa" is a span of its own (keepNamesWhole). */
function paragraphReading(text: string) {
  return (_: string, element: Element | null) =>
    element?.localName === 'p' && element.textContent === text
}

const pinTimeout = freshScenario()

/**
 * INS-9 after the check: the server has said the attempt ended unpaid, so the
 * screen says so and only now offers a new attempt.
 */
export const VerifyingPinTimeoutIns9: Story = {
  parameters: pinTimeout.parameters,
  play: async (context) => {
    await payWith(context, numberEndingIn(2))
    const { canvas } = context
    const heading = await canvas.findByRole('heading', { name: mpesaPt.outcomes.pinTimeout.title })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByText(paragraphReading(mpesaPt.confirmedUnpaid))).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
    await expect(pinTimeout.store.payments.size).toBe(1)
  },
}

const pinTimeoutChecking = freshScenario({
  before: {
    // The poll sees INS-9; the check that follows is still under way.
    subscription: [http.get(apiUrl('/api/subscription/payments/:id'), holdAfter(1))],
  },
})

/** INS-9 while the server is asked: the check shows, and no new attempt is offered yet. */
export const PinTimeoutCheckUnderWay: Story = {
  parameters: pinTimeoutChecking.parameters,
  play: async (context) => {
    await payWith(context, numberEndingIn(2))
    const { canvas } = context
    await expect(await canvas.findByRole('heading', { name: mpesaPt.verifyingTitle })).toBeVisible()
    await expect(
      await canvas.findByText(
        (_, element) =>
          element?.localName === 'strong' &&
          element.textContent === mpesaPt.outcomes.pinTimeout.title,
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Verificar novamente' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toBeVisible()
    await expect(pinTimeoutChecking.store.payments.size).toBe(1)
  },
}

export const VerifyingDuplicateIns10 = verifying(3, mpesaPt.outcomes.duplicate.title)
export const VerifyingUnavailableIns1 = verifying(8, mpesaPt.outcomes.unavailable.title)

const duplicateCheck = freshScenario()

/** INS-10 stays unresolved: 'Verificar novamente' asks again, and never pays. */
export const VerifyingCheckAgain: Story = {
  parameters: duplicateCheck.parameters,
  play: async (context) => {
    await payWith(context, numberEndingIn(3))
    const { canvas, userEvent } = context
    await expect(await canvas.findByRole('heading', { name: mpesaPt.verifyingTitle })).toBeVisible()
    const again = await canvas.findByRole('button', { name: 'Verificar novamente' })
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'))
    await userEvent.click(again)
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
    // A way on that pays nothing: leaving, said to be safe.
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toBeVisible()
    await expect(canvas.getByText(mpesaPt.checkout.verifyingLeave)).toBeVisible()
    await expect(duplicateCheck.store.payments.size).toBe(1)
  },
}

const doubleClick = freshScenario()

/** Two clicks on Pagar make one attempt: the mock store holds one payment. */
export const DoubleClickPaysOnce: Story = {
  parameters: doubleClick.parameters,
  play: async (context) => {
    const pay = await choosePlanAndType(context, numberEndingIn(0))
    await context.userEvent.click(pay)
    await context.userEvent.click(pay)
    await expect(await context.canvas.findByText(mpesaPt.pinInstruction)).toBeVisible()
    await expect(doubleClick.store.payments.size).toBe(1)
    await expect(
      await context.canvas.findByRole('heading', { name: 'Pagamento confirmado' }),
    ).toBeVisible()
    await expect(doubleClick.store.payments.size).toBe(1)
  },
}

/** The story user (makeUser's id) and a payment of theirs that never answers, made just now. */
const STORY_USER_ID = 1
function seedPendingPayment(store: MockStore) {
  store.addPayment({ userId: STORY_USER_ID, plan: 'anual', phone_number: '258841234569' })
}

const pendingOnOpen = freshScenario({ seed: seedPendingPayment })

/** A pending payment on the server (a reload, another phone): its wait is shown, not the plans. */
export const PendingPaymentOnOpen: Story = {
  parameters: pendingOnOpen.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: mpesaPt.pinInstruction })).toBeVisible()
    await expect(
      canvas.getByText(
        paragraphWithText(/Pedimos 2\s?999\sMT ao número \+258 84 123 4569, pelo plano Anual/),
      ),
    ).toBeVisible()
    // What is left of the PIN's three minutes (the picture paints the digits over).
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^0[0-2]:[0-5]\d$/)
    await expect(canvas.queryByRole('button', { name: /^Escolher o plano/ })).toBeNull()
    await expect(pendingOnOpen.store.payments.size).toBe(1)
  },
}

/**
 * The same pending payment while this tab is still taking the payment lock to
 * follow it (a slow phone; held here for good): nothing is being sent, so
 * neither the pay form nor "A enviar" shows.
 */
export const OpeningKnownPayment: Story = {
  // The scenario of PendingPaymentOnOpen, not a new one: every scenario's store is made
  // afresh before each story from the page's seeded random numbers, so one more would
  // change the payment references of every other story's picture.
  parameters: pendingOnOpen.parameters,
  beforeEach: () => {
    // The browser's lock manager never answers this tab's claim.
    const locks = navigator.locks as LockManager & { request: LockManager['request'] }
    locks.request = () => new Promise<never>(() => {})
    return () => {
      Reflect.deleteProperty(locks, 'request')
    }
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(mpesaPt.checkout.opening)).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: /Número M-Pesa/ })).toBeNull()
    await expect(canvas.queryByText(/A enviar o pedido/)).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Escolher o plano/ })).toBeNull()
  },
}

const otherTab = freshScenario({ seed: seedPendingPayment })

/**
 * Another tab holds the payment lock while its PIN prompt waits: this tab
 * follows that payment and offers neither the plans nor Pagar.
 */
export const PaymentInAnotherTab: Story = {
  parameters: otherTab.parameters,
  beforeEach: () => {
    // The other tab, as far as this one can tell: the user's payment lock is taken.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    void navigator.locks.request(`conecta.payment.${STORY_USER_ID}`, () => held)
    return release
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: mpesaPt.checkout.elsewhereTitle }),
    ).toBeVisible()
    await expect(
      canvas.getByText(paragraphWithText(/Pedido de 2\s?999\sMT ao número \+258 84 123 4569/)),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Escolher o plano/ })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Pagar / })).toBeNull()
    await expect(otherTab.store.payments.size).toBe(1)
  },
}

const lostRequest = freshScenario()
const lostAttempt: StoredAttempt = {
  version: 2,
  userId: String(STORY_USER_ID),
  id: 'pedido-sem-resposta',
  plan: { id: 'mensal', name: 'Mensal', price: 299, currency: 'MZN', duration_days: 30 },
  phoneNumber: '258841234560',
  startedAt: Date.now(),
}

/**
 * A reload after a payment request that got no answer: nothing is sent until
 * the person taps 'Retomar pagamento', which re-sends the same attempt.
 */
export const ResumeLostRequest: Story = {
  parameters: lostRequest.parameters,
  beforeEach: () => {
    sessionStorage.setItem(
      PAYMENT_ATTEMPT_STORAGE_KEY,
      JSON.stringify({ ...lostAttempt, startedAt: Date.now() }),
    )
  },
  play: async ({ canvas, userEvent }) => {
    const resume = await canvas.findByRole('button', { name: mpesaPt.checkout.resumeTitle })
    await expect(
      canvas.getByText(paragraphWithText(/Pedido de 299\sMT ao número \+258 84 123 4560/)),
    ).toBeVisible()
    await expect(lostRequest.store.payments.size).toBe(0)
    await userEvent.click(resume)
    await expect(await canvas.findByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible()
    await expect(
      [...lostRequest.store.payments.values()].map((record) => record.idempotencyKey),
    ).toEqual(['pedido-sem-resposta'])
  },
}

const conflict = freshScenario()

/**
 * A payment started elsewhere after the plans were shown: Pagar gets the
 * server's 409 and follows that payment instead of paying again.
 */
export const ConflictFollowsPendingPayment: Story = {
  parameters: conflict.parameters,
  play: async (context) => {
    const pay = await choosePlanAndType(context, numberEndingIn(0))
    seedPendingPayment(conflict.store)
    await context.userEvent.click(pay)
    const { canvas } = context
    await expect(await canvas.findByRole('heading', { name: mpesaPt.pinInstruction })).toBeVisible()
    await expect(
      canvas.getByText(paragraphWithText(/ao número \+258 84 123 4569, pelo plano Anual/)),
    ).toBeVisible()
    await expect(conflict.store.payments.size).toBe(1)
  },
}
