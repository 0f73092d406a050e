import {
  defaultPlans,
  makePayment,
  makeSubscriptionInfo,
  makeUser,
  type SubscriptionInfoOptions,
} from '@conecta/mocks'
import { mpesaPt } from '@conecta/mpesa'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { OFFLINE_MESSAGE } from '../../../apps/web/src/app/OfflineNotice'
import { PLANS_OFFLINE_TEXT } from '../../../apps/web/src/features/subscription/SubscriptionTab'
import { SAVED_SUBSCRIPTION_STORAGE_KEY } from '../../../apps/web/src/features/subscription/savedSubscriptionKey'
import { AppStory, storedUserOf } from '../../support/AppStory'
import { AppStoryDocsPage } from '../../support/AppStoryDocsPage'
import { appStoryMeta } from '../../support/appStoryMeta'
import { apiUrl, type MockApiSetup, mockApi } from '../../support/mockApi'

const meta = {
  title: 'Screens/SubscriptionTab',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/profile/subscription' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

function scenarioIn(state: SubscriptionInfoOptions, setup?: MockApiSetup) {
  return mockApi(
    { signedInAs: makeUser({ subscription_info: makeSubscriptionInfo(state) }) },
    setup,
  )
}

const never = scenarioIn({ state: 'none' })

/** Never subscribed: the free trial is offered, the plans and an empty history shown. */
export const NeverSubscribedTrialAvailable: Story = {
  parameters: never.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ainda não tem uma subscrição.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Iniciar teste gratuito' })).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: 'Escolher o plano Mensal' }),
    ).toBeVisible()
    await expect(await canvas.findByText('Ainda não efectuou nenhum pagamento.')).toBeVisible()
  },
}

const trial = scenarioIn({ state: 'trial', days: 5 })

/** A running free trial and its end date. */
export const TrialActive: Story = {
  parameters: trial.parameters,
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('region', { name: 'A sua subscrição' })
    await expect(await within(status).findByText('Teste gratuito')).toBeVisible()
    await expect(within(status).getByText(/^Válida até \d+ de \p{L}+ de \d{4}$/u)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Iniciar teste gratuito' })).toBeNull()
  },
}

const active = scenarioIn({ state: 'active', plan: 'trimestral', days: 40 })

/** A paid plan, named from the plans endpoint. */
export const ActivePaidPlan: Story = {
  parameters: active.parameters,
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('region', { name: 'A sua subscrição' })
    await waitFor(() => expect(status).toHaveTextContent('Plano actual: Trimestral'))
    await expect(within(status).getByText(/^Válida até /)).toBeVisible()
    await expect(within(status).queryByRole('button', { name: 'Renovar subscrição' })).toBeNull()
  },
}

const overdue = scenarioIn({ state: 'expired', days: 12 })

/** Days in arrears, with the call to renew opening the payment of the current plan. */
export const DaysOverdue: Story = {
  parameters: overdue.parameters,
  play: async ({ canvas, userEvent }) => {
    const status = await canvas.findByRole('region', { name: 'Subscrição expirada' })
    await expect(within(status).getByText('12 dias em atraso')).toBeVisible()
    await userEvent.click(within(status).getByRole('button', { name: 'Renovar subscrição' }))
    await expect(await canvas.findByRole('heading', { name: /^Pagar o plano / })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Pagamento' })).toHaveFocus()
  },
}

const expired = scenarioIn({ state: 'expired', days: 1, overrides: { dept_days: 0 } })

/** Ended, nothing owed yet. */
export const Expired: Story = {
  parameters: expired.parameters,
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('region', { name: 'Subscrição expirada' })
    await expect(within(status).getByText(/^Expirou a /)).toBeVisible()
    await expect(within(status).queryByText(/em atraso/)).toBeNull()
    await expect(within(status).getByRole('button', { name: 'Renovar subscrição' })).toBeVisible()
  },
}

const used = scenarioIn(
  { state: 'none' },
  {
    before: {
      subscription: [
        http.post(apiUrl('/api/subscription/free-trial'), () =>
          HttpResponse.json({ message: 'The free trial has already been used.' }, { status: 409 }),
        ),
      ],
    },
  },
)

/** The server says the trial was used (409): explained, and no longer offered. */
export const TrialAlreadyUsed: Story = {
  parameters: used.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Iniciar teste gratuito' }))
    await expect(await canvas.findByText(mpesaPt.trial.used)).toBeVisible()
  },
}

/** The browser says it is offline, and no subscription call gets an answer. */
function offlineScenario(state: SubscriptionInfoOptions) {
  return scenarioIn(state, {
    before: {
      subscription: [http.get(apiUrl('/api/subscription/*'), () => HttpResponse.error())],
    },
  })
}

function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
  window.dispatchEvent(new Event('offline'))
  return () => {
    // Back online for the next story.
    Reflect.deleteProperty(navigator, 'onLine')
    window.dispatchEvent(new Event('online'))
  }
}

const offlineSaved = offlineScenario({ state: 'active', plan: 'mensal', days: 12 })
const keptPayment = makePayment({ id: 'pay-kept', plan: 'mensal', phone_number: '258841234560' })

/**
 * Offline, with the plans and payments this phone kept from the last visit:
 * the page says once that it is offline, and the tab shows what it kept.
 */
export const OfflineSavedCopies: Story = {
  parameters: offlineSaved.parameters,
  beforeEach: () => {
    localStorage.setItem(
      SAVED_SUBSCRIPTION_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        userId: '1',
        plans: { plans: defaultPlans, freeTrialDays: 7 },
        payments: [keptPayment],
      }),
    )
    return goOffline()
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(OFFLINE_MESSAGE)).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: 'Escolher o plano Anual' }),
    ).toBeVisible()
    await expect(await canvas.findByRole('link', { name: /Ver comprovativo/ })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
    await expect(canvas.queryByText(/^Não foi possível carregar/)).toBeNull()
  },
}

const offlineNothing = offlineScenario({ state: 'active', plan: 'mensal', days: 12 })

/** Offline with nothing kept: said once at the top; each section says when it comes back. */
export const OfflineNothingSaved: Story = {
  parameters: offlineNothing.parameters,
  beforeEach: goOffline,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(OFFLINE_MESSAGE)).toBeVisible()
    await expect(await canvas.findByText(PLANS_OFFLINE_TEXT)).toBeVisible()
    await expect(await canvas.findByText(mpesaPt.history.offline)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
  },
}

const remembered = makeUser({
  subscription_info: makeSubscriptionInfo({ state: 'active', plan: 'mensal', days: 12 }),
})
const offlineReload = mockApi(
  {},
  {
    before: {
      session: [http.get(apiUrl('/api/user'), () => HttpResponse.error())],
      subscription: [http.all(apiUrl('/api/subscription/*'), () => HttpResponse.error())],
    },
  },
)

/**
 * The tab reloaded offline: the server cannot say who is signed in, so the
 * page shows the person this phone remembers, the header, the tabs and what
 * the phone kept, with the offline notice said once.
 */
export const OfflineReload: Story = {
  args: { storedUser: storedUserOf(remembered) },
  parameters: offlineReload.parameters,
  beforeEach: () => {
    localStorage.setItem(
      SAVED_SUBSCRIPTION_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        userId: String(remembered.id),
        plans: { plans: defaultPlans, freeTrialDays: 7 },
        payments: [keptPayment],
      }),
    )
    return goOffline()
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Olá, ${remembered.name}` }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Subscrição' })).toBeVisible()
    await expect(await canvas.findByText(OFFLINE_MESSAGE)).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: 'Escolher o plano Anual' }),
    ).toBeVisible()
    await expect(await canvas.findByRole('link', { name: /Ver comprovativo/ })).toBeVisible()
  },
}
