import {
  createAttemptStorageActions,
  createPaymentAttemptStorage,
  createPaymentLogic,
  type MpesaStrings,
  mpesaEn,
  mpesaPt,
  type Payment,
  type PaymentApi,
  type Plan,
} from '@conecta/mpesa'
import { MpesaCheckout, MpesaProvider, MpesaReceipt } from '@conecta/mpesa/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { paragraphWithText } from '../../apps/web/test/paragraphWithText'
import { createMemoryStorage } from '../../packages/mpesa/test/createMemoryStorage'
import { BlockDocsPage, mpesaSections } from '../support/BlockDocsPage'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { catalogues } from '../support/withLocale'

/**
 * How the story's payment API answers: the block is shown against a fake of
 * `createPaymentApi(client)`, so each story reaches its state the way a person
 * does (type a number, tap "Pagar") without a server.
 */
type Answer =
  /** The request is taken; the first status check finds it paid. */
  | 'paid'
  /** Taken, and still waiting for the PIN at every check. */
  | 'waiting'
  /** M-Pesa refuses: not enough balance (INS-2006). */
  | 'insufficientBalance'
  /**
   * M-Pesa says it is temporarily unavailable (INS-1): nobody knows yet whether
   * it was paid, and the check that follows is still waiting for its answer.
   */
  | 'unavailable'
  /** The request never gets an answer (the connection drops). */
  | 'noAnswer'

const plan: Plan = { id: 'mensal', name: 'Mensal', price: 299, currency: 'MZN', duration_days: 30 }

function paymentOf(phoneNumber: string, changes: Partial<Payment>): Payment {
  return {
    id: 'pay-story',
    status: 'pending',
    plan: plan.id,
    amount: plan.price,
    currency: 'MZN',
    phone_number: phoneNumber,
    reference: 'CNT-2026-0310',
    transaction_id: null,
    code: null,
    message: null,
    created_at: '2026-03-10T08:00:00Z',
    ...changes,
  }
}

function storyApi(answer: Answer): PaymentApi {
  let number = ''
  let checks = 0
  const settled: Record<Answer, Partial<Payment>> = {
    paid: { status: 'paid', code: 'INS-0', transaction_id: 'MPX7Q2K9' },
    waiting: {},
    insufficientBalance: { status: 'failed', code: 'INS-2006' },
    unavailable: { status: 'failed', code: 'INS-1' },
    noAnswer: {},
  }
  return {
    async createPayment(input) {
      if (answer === 'noAnswer') throw new TypeError('Failed to fetch')
      number = input.phoneNumber
      return paymentOf(number, {})
    },
    async getPayment() {
      checks += 1
      // The verification after INS-1 stays on its way, so the story rests on "A verificar".
      if (answer === 'unavailable' && checks > 1) return new Promise<Payment>(() => {})
      return paymentOf(number, settled[answer])
    },
  }
}

interface CheckoutStoryProps {
  /** How the fake payment API answers. */
  answer: Answer
}

/** `MpesaCheckout` over a real payment actor whose calls `answer` decides; a new one per answer. */
function CheckoutStory({ answer }: CheckoutStoryProps) {
  return <LivePayment key={answer} answer={answer} />
}

function LivePayment({ answer }: CheckoutStoryProps) {
  // Its own API and stored attempt: nothing of one story reaches the next.
  const [logic] = useState(() => {
    const storage = createMemoryStorage()
    return createPaymentLogic({ api: storyApi(answer) }).provide({
      actions: createAttemptStorageActions(
        createPaymentAttemptStorage({ getStorage: () => storage }),
      ),
    })
  })
  const actor = useActorRef(logic, { input: { userId: 'story-person', plan } })
  return <MpesaCheckout actor={actor} />
}

/**
 * The M-Pesa checkout block of `@conecta/mpesa/react`, one story per state a
 * person reaches, each over a real payment actor whose calls a fake API
 * answers (the "answer" control). Its words come from `MpesaProvider`: switch
 * "Idioma" in the toolbar (Português, English, English with a host's text),
 * and "Tema" for the theme. The props of `MpesaCheckout`, `MpesaProvider` and
 * `MpesaReceipt` are in the tabs below; every text is a key of `MpesaStrings`
 * (`checkout`, `countdown`, `receipt`, `outcomes`, `actions`…), listed in the
 * package's README (Pacotes/@conecta/mpesa).
 *
 * ```tsx
 * import { createPaymentApi, createPaymentLogic, mpesaEn } from '@conecta/mpesa'
 * import { MpesaCheckout, MpesaProvider, MpesaReceipt } from '@conecta/mpesa/react'
 * import '@conecta/mpesa/style.css'
 *
 * const payment = useActorRef(createPaymentLogic({ api: createPaymentApi(client) }), {
 *   input: { userId, plan },
 * })
 * <MpesaProvider strings={mpesaEn}>
 *   <MpesaCheckout actor={payment} />
 * </MpesaProvider>
 * ```
 */
const meta = {
  title: 'Blocos/MpesaCheckout',
  component: CheckoutStory,
  subcomponents: { MpesaCheckout, MpesaProvider, MpesaReceipt },
  ...blockMeta(),
  args: { answer: 'paid' },
  argTypes: {
    answer: {
      description: 'How the payment API answers',
      control: 'select',
      options: ['paid', 'waiting', 'insufficientBalance', 'unavailable', 'noAnswer'],
    },
  },
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(
      mpesaSections(
        ['checkout', 'countdown', 'receipt', 'outcomes', 'actions', 'phoneNumber'],
        [
          'confirmedUnpaid',
          'pinInstruction',
          'doNotClose',
          'verifyingTitle',
          'connectionError',
          'checkError',
          'phoneRejected',
          'meticais',
        ],
      ),
    ),
  },
} satisfies Meta<typeof CheckoutStory>

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story['play']>>[0]

/** Types a number the person owns and taps the pay button. */
async function pay({ canvas, userEvent }: PlayContext, strings: MpesaStrings = mpesaPt) {
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(strings.checkout.phoneLabel) }),
    '84 123 4567',
  )
  await userEvent.click(canvas.getByRole('button', { name: /^(Pagar|Pay|Send) / }))
}

/** The form, before anything is typed: the plan, its price and the number. */
export const Form: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Pagar o plano Mensal' })
    await expect(heading.nextElementSibling).toHaveTextContent(
      '299 MT por 30 dias, pago com M-Pesa.',
    )
    await expect(canvas.getByRole('textbox', { name: /Número M-Pesa/ })).toHaveValue('')
  },
}

/** A number that is not M-Pesa's: refused here, kept in the field, never sent. */
export const NumberRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: /Número M-Pesa/ })
    await userEvent.type(field, '82 123 4567')
    await userEvent.click(canvas.getByRole('button', { name: /^Pagar / }))
    await expect(field).toHaveAccessibleDescription(new RegExp(mpesaPt.phoneNumber.prefix))
    await expect(field).toHaveValue('82 123 4567')
    await expect(field).toHaveFocus()
  },
}

/** The wait for the PIN: the instruction, the countdown, the number asked. */
export const WaitingForPin: Story = {
  args: { answer: 'waiting' },
  play: async (context) => {
    await pay(context)
    const heading = await context.canvas.findByRole('heading', { name: mpesaPt.pinInstruction })
    await expect(heading).toHaveFocus()
    await expect(context.canvas.getByRole('timer')).toHaveTextContent(/^0[12]:\d\d$/)
    await expect(
      context.canvas.getByText(
        paragraphWithText(/^Pedimos 299\sMT ao número \+258 84 123 4567, pelo plano Mensal\.$/),
      ),
    ).toBeVisible()
  },
}

/** Paid: the outcome, then the receipt's facts. */
export const Paid: Story = {
  play: async (context) => {
    await pay(context)
    await expect(
      await context.canvas.findByRole('heading', { name: mpesaPt.outcomes.paid.title }),
    ).toHaveFocus()
    await expect(context.canvas.getByRole('heading', { name: 'Comprovativo' })).toBeVisible()
    await expect(context.canvas.getByText('MPX7Q2K9')).toBeVisible()
  },
}

/** M-Pesa refused: not enough balance; trying again is safe and offered first. */
export const InsufficientBalance: Story = {
  args: { answer: 'insufficientBalance' },
  play: async (context) => {
    await pay(context)
    await expect(
      await context.canvas.findByRole('heading', {
        name: mpesaPt.outcomes.insufficientBalance.title,
      }),
    ).toHaveFocus()
    await expect(context.canvas.getByRole('button', { name: mpesaPt.actions.retry })).toBeVisible()
  },
}

/** Nobody knows yet whether it was paid: the block verifies and says leaving is safe. */
export const Verifying: Story = {
  args: { answer: 'unavailable' },
  play: async (context) => {
    await pay(context)
    await expect(
      await context.canvas.findByRole('heading', { name: mpesaPt.verifyingTitle }),
    ).toBeVisible()
    await expect(context.canvas.getByText(mpesaPt.checkout.verifyingLeave)).toBeVisible()
  },
}

/** The request got no answer: the number stays, and "Tentar novamente" sends the same attempt. */
export const NoAnswer: Story = {
  args: { answer: 'noAnswer' },
  play: async (context) => {
    await pay(context)
    await expect(await context.canvas.findByText(mpesaPt.connectionError)).toBeVisible()
    await expect(context.canvas.getByRole('textbox', { name: /Número M-Pesa/ })).toHaveValue(
      '84 123 4567',
    )
  },
}

/** The same block in English, with the pay button's text of a host's own, paid. */
export const InEnglishWithHostText: Story = {
  globals: { locale: 'en-host' },
  play: async (context) => {
    const strings = catalogues['en-host']
    await expect(context.canvas.getByRole('button', { name: /^Send 299\sMT now$/ })).toBeVisible()
    await pay(context, strings)
    await expect(
      await context.canvas.findByRole('heading', { name: mpesaEn.outcomes.paid.title }),
    ).toBeVisible()
    await expect(context.canvas.getByRole('heading', { name: 'Receipt' })).toBeVisible()
    await expect(context.canvas.getByText('March 10, 2026 at 10:00 AM')).toBeVisible()
  },
}
