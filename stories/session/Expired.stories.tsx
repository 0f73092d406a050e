import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect } from 'storybook/test'
import { SESSION_ENDED_MESSAGE } from '../../apps/web/src/routes/loginMessage'
import { AppStory, appLocation } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { apiUrl, mockApi } from '../support/mockApi'

const meta = {
  title: 'Session/Expired',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/profile' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser()

/**
 * The session ended on the server while the person typed. Saving
 * answers 401; the session (not the form) decides: /login replaces the
 * profile, saying the session ended and that unsaved changes must be redone.
 */
export const SaveAfterExpiry: Story = {
  parameters: mockApi(
    { signedInAs: ana },
    {
      overrides: {
        profile: [
          http.put(apiUrl('/user/profile-information'), () =>
            HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
          ),
        ],
      },
    },
  ).parameters,
  play: async ({ canvas, userEvent, step }) => {
    await step('Save a new name; the server answers 401', async () => {
      await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` })
      const name = canvas.getByRole('textbox', { name: /Nome/ })
      await userEvent.clear(name)
      await userEvent.type(name, 'Ana M.')
      await userEvent.click(canvas.getByRole('button', { name: 'Guardar alterações' }))
    })

    await step('The login says the session ended and returns to the profile', async () => {
      await expect(await canvas.findByText(SESSION_ENDED_MESSAGE)).toBeVisible()
      await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
      const { pathname, search } = appLocation()
      await expect(pathname).toBe('/login')
      const query = new URLSearchParams(search)
      await expect(query.get('errorMessage')).toBe(SESSION_ENDED_MESSAGE)
      await expect(new URL(query.get('returnUrl') ?? '').pathname).toBe('/profile')
    })
  },
}
