import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NOT_AUTHENTICATED_MESSAGE } from '../../apps/web/src/routes/paths'
import { AppStory, appLocation, appRouter, resetAppStory } from '../support/AppStory'
import { mockApi } from '../support/mockApi'
import { fillFields } from '../support/playHelpers'

const meta = {
  title: 'Flows/LoginAndLogout',
  component: AppStory,
  // Each story is the whole app over its own mock API; a docs page would
  // mount them all at once against one story's handlers.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
  beforeEach: resetAppStory,
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser({ email: 'ana@example.co.mz' })
const api = mockApi({ users: [ana], ambient: true })

/** From the landing page into the profile and out again; the profile is then closed. */
export const LoginThenLogout: Story = {
  parameters: api.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Já tenho conta' }))
    await canvas.findByRole('heading', { level: 1, name: 'Entrar' })
    await fillFields(canvas, userEvent, [
      [/^E-mail/, ana.email],
      [/^Palavra-passe/, 'password'],
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))

    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` }),
    ).toBeVisible()
    await userEvent.click(
      within(canvas.getByRole('banner')).getByRole('button', { name: 'Terminar sessão' }),
    )

    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^A sua conta / }),
    ).toBeVisible()
    await expect(appLocation().pathname).toBe('/')

    // Signed out for real: opening the profile again (typed in the address bar) bounces to the login.
    await appRouter().navigate('/profile')
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(canvas.getByText(NOT_AUTHENTICATED_MESSAGE)).toBeVisible()
  },
}
