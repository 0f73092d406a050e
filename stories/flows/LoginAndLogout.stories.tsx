import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NOT_AUTHENTICATED_MESSAGE } from '../../apps/web/src/navigation/paths'
import { AppStory, appLocation, appRouter } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { mockApi } from '../support/mockApi'
import { fillFields } from '../support/playHelpers'

const meta = {
  title: 'Flows/LoginAndLogout',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser({ email: 'ana@example.co.mz' })
const api = mockApi({ users: [ana], ambient: true })

/** From the landing page into the profile and out again; the profile is then closed. */
export const LoginThenLogout: Story = {
  parameters: api.parameters,
  play: async ({ canvas, userEvent, step }) => {
    await step("Log in from the landing page's 'Já tenho conta'", async () => {
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
    })

    await step("'Terminar sessão' goes back to the landing page", async () => {
      await userEvent.click(
        within(canvas.getByRole('banner')).getByRole('button', { name: 'Terminar sessão' }),
      )
      await expect(
        await canvas.findByRole('heading', { level: 1, name: /^A sua conta / }),
      ).toBeVisible()
      await expect(appLocation().pathname).toBe('/')
    })

    await step('The profile, typed in the address bar, now bounces to the login', async () => {
      await appRouter().navigate('/profile')
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
      await expect(canvas.getByText(NOT_AUTHENTICATED_MESSAGE)).toBeVisible()
    })
  },
}
