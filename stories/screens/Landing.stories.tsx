import { defaultPlans } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, within } from 'storybook/test'
import { appConfig } from '../../apps/web/src/config/appConfig'
import { formatDuration, formatMeticais } from '../../apps/web/src/format/formatMeticais'
import { AppStory, appLocation } from '../support/AppStory'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'
import { appStoryMeta } from '../support/appStoryMeta'
import { apiUrl, mockApi, neverAnswer, noteFirst } from '../support/mockApi'

const meta = {
  title: 'Screens/Landing',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const PLANS_PATH = '/api/subscription/plans'

/** What Conecta offers, the free trial, and every plan's price in meticais. */
export const PlansLoaded: Story = {
  parameters: mockApi().parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `A sua conta ${appConfig.productName}, paga com M-Pesa`,
      }),
    ).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'O que oferecemos' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Teste gratuito' })).toBeVisible()

    const prices = canvas.getByRole('region', { name: 'Preços' })
    const [trial, ...items] = await within(prices).findAllByRole('listitem')
    // The trial's length, as the plans endpoint says it, before the prices.
    await expect(trial).toHaveTextContent(/^Teste gratuito\s*Grátis\s*por 7 dias$/)
    await expect(items).toHaveLength(defaultPlans.length)
    for (const [index, plan] of defaultPlans.entries()) {
      await expect(items[index]).toHaveTextContent(plan.name)
      // toHaveTextContent collapses the no-break space between amount and 'MT'.
      await expect(items[index]).toHaveTextContent(formatMeticais(plan.price).replace(/\s/g, ' '))
      await expect(items[index]).toHaveTextContent(formatDuration(plan.duration_days))
    }
    await expect(items[0]).toHaveTextContent(/^Mensal\s*299\sMT\s*por 30 dias$/)

    await expect(canvas.getByRole('link', { name: 'Criar conta grátis' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Já tenho conta' })).toBeVisible()
  },
}

/** Until the plans arrive the prices say they are coming; the rest of the page is there. */
export const PlansLoading: Story = {
  parameters: mockApi({}, { before: { subscription: [http.get(apiUrl(PLANS_PATH), neverAnswer)] } })
    .parameters,
  play: async ({ canvas }) => {
    const prices = await canvas.findByRole('region', { name: 'Preços' })
    await expect(within(prices).getByText('A carregar os preços…')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Criar conta grátis' })).toBeVisible()
  },
}

/** The plans endpoint fails: a fallback sentence instead of prices, nothing else lost. */
export const PlansFailed: Story = {
  parameters: mockApi(
    {},
    {
      before: {
        subscription: [
          http.get(apiUrl(PLANS_PATH), () =>
            HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
          ),
        ],
      },
    },
  ).parameters,
  play: async ({ canvas }) => {
    const prices = await canvas.findByRole('region', { name: 'Preços' })
    await expect(
      await within(prices).findByText(
        'Não foi possível mostrar os preços agora. Pode vê-los depois de entrar, no separador Subscrição do seu perfil.',
      ),
    ).toBeVisible()
    await expect(within(prices).queryByRole('listitem')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Já tenho conta' })).toBeVisible()
  },
}

const startUpAsked = noteFirst()

/** The calls to action lead to the account forms. */
export const StartsRegistration: Story = {
  parameters: mockApi(
    {},
    { before: { session: [http.get(apiUrl('/api/user'), startUpAsked.resolver)] } },
  ).parameters,
  play: async ({ canvas, userEvent }) => {
    // Tapped once the start-up has asked who is signed in, from the home page: a visitor who
    // taps before it (on a loaded machine) is asked from /register and rightly prompted to
    // log in, which is another picture (docs/product.md#start-up).
    await startUpAsked.arrived()
    await userEvent.click(await canvas.findByRole('link', { name: 'Criar conta grátis' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Criar conta' }),
    ).toBeVisible()
    await expect(appLocation().pathname).toBe('/register')
  },
}
