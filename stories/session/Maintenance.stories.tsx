import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, screen } from 'storybook/test'
import { STATUS_PAGE_TEXTS } from '../../apps/web/src/features/status/statusPageTexts'
import { AppStory } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { apiUrl, mockApi } from '../support/mockApi'
import { findToast } from '../support/playHelpers'

const meta = {
  title: 'Session/Maintenance',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/login' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const csrfFails = mockApi(
  {},
  {
    overrides: {
      csrf: [
        http.get(apiUrl('/sanctum/csrf-cookie'), () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
      ],
    },
  },
)

async function expectOnlyMaintenance(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Website em manutenção!' }),
  ).toBeVisible()
  await expect(canvas.getByText(STATUS_PAGE_TEXTS[503].description)).toBeVisible()
  // The spec's disabled 'Motivo', and a way out: asking the server again.
  await expect(canvas.getAllByRole('button')).toHaveLength(2)
  await expect(canvas.getByRole('button', { name: 'Motivo' })).toBeDisabled()
  await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled()
  // Replaced, not framed: no page header, no form, no login toast.
  await expect(canvas.queryByRole('banner')).toBeNull()
  await expect(canvas.queryByRole('textbox')).toBeNull()
  await expect(screen.queryByText('Efectue o login')).toBeNull()
}

/** docs/product.md#start-up: CSRF priming answers 500, so the 503 page replaces the whole app. */
export const CsrfPrimingFails: Story = {
  parameters: csrfFails.parameters,
  play: async ({ canvas }) => {
    await expectOnlyMaintenance(canvas)
  },
}

// Fails until the play says the server is back; every render starts failing.
let primingFails = true

/** The server comes back: "Tentar novamente" primes again and the page asked for appears. */
export const RetryOnceTheServerIsBack: Story = {
  beforeEach: () => {
    primingFails = true
  },
  parameters: mockApi(
    {},
    {
      before: {
        csrf: [
          http.get(apiUrl('/sanctum/csrf-cookie'), () =>
            primingFails
              ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
              : undefined,
          ),
        ],
      },
    },
  ).parameters,
  play: async ({ canvas, userEvent }) => {
    await expectOnlyMaintenance(canvas)
    primingFails = false
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Website em manutenção!' })).toBeNull()
    // Nobody is signed in: the start-up prompt follows, and the picture waits for it.
    await expect(await findToast('Efectue o login')).toBeVisible()
  },
}

/** The same on a profile address: no spinner, no redirect to the login. */
export const CsrfPrimingFailsOnProfile: Story = {
  args: { path: '/profile' },
  parameters: csrfFails.parameters,
  play: async ({ canvas }) => {
    await expectOnlyMaintenance(canvas)
    await expect(canvas.queryByRole('status', { name: 'A carregar…' })).toBeNull()
  },
}

/** docs/api-contract.md#error-bodies: a 503 from the API is maintenance too. */
export const UserFetchAnswers503: Story = {
  parameters: mockApi(
    {},
    {
      overrides: {
        session: [
          http.get(apiUrl('/api/user'), () =>
            HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
          ),
        ],
      },
    },
  ).parameters,
  play: async ({ canvas }) => {
    await expectOnlyMaintenance(canvas)
  },
}
