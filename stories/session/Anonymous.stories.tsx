import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { NOT_AUTHENTICATED_MESSAGE } from '../../apps/web/src/navigation/paths'
import { AppStory, appLocation, appRouter } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { apiUrl, mockApi } from '../support/mockApi'
import { fillFields, findToast } from '../support/playHelpers'

const meta = {
  title: 'Session/Anonymous',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/profile/security?origem=email#palavra-passe' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser({ email: 'ana@example.co.mz' })

/**
 * docs/product.md#authenticated-layout, #error-catalogue: no user in the authenticated layout replaces the address with
 * /login, the full address as returnUrl and 'Você não está autenticado';
 * after logging in the person is back where they were.
 */
export const RedirectedToLogin: Story = {
  parameters: mockApi({ users: [ana], ambient: true }).parameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(canvas.getByText(NOT_AUTHENTICATED_MESSAGE)).toBeVisible()

    const { pathname, search } = appLocation()
    await expect(pathname).toBe('/login')
    const query = new URLSearchParams(search)
    await expect(query.get('returnUrl')).toBe(
      `${window.location.origin}/profile/security?origem=email#palavra-passe`,
    )
    await expect(query.get('errorMessage')).toBe(NOT_AUTHENTICATED_MESSAGE)
    // Replaced, not pushed: Back does not return to the page that bounced the person.
    await expect(appRouter().state.historyAction).toBe('REPLACE')

    await fillFields(canvas, userEvent, [
      [/^E-mail/, ana.email],
      [/^Palavra-passe/, 'password'],
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    await expect(
      await canvas.findByRole('link', { name: 'Segurança', current: 'page' }),
    ).toBeVisible()
    await expect(appLocation().pathname).toBe('/profile/security')
  },
}

/**
 * docs/product.md#start-up: the user fetch fails off '/', so the 20-second 'Efectue o login' toast offers the login;
 * the focus then moves to the login page's heading, as after any navigation.
 */
export const LoginToastOffHome: Story = {
  args: { path: '/register' },
  parameters: mockApi().parameters,
  play: async ({ canvas, userEvent }) => {
    const toast = await findToast('Efectue o login')
    await expect(toast).toHaveTextContent(
      'Você deve efectuar login para ter acesso completo do website!',
    )
    await userEvent.click(within(toast).getByRole('button', { name: 'Login' }))
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Entrar' })
    await expect(heading).toBeVisible()
    await expect(appLocation().pathname).toBe('/login')
    // The toast closed under the focus; the new page's heading takes it, not the empty toast list.
    await waitFor(() => expect(heading).toHaveFocus())
  },
}

const userFetched = fn()

/** On '/' an anonymous visitor is expected: the failed fetch shows no toast. */
export const NoToastOnHome: Story = {
  args: { path: '/' },
  parameters: mockApi(
    {},
    {
      before: {
        session: [
          http.get(apiUrl('/api/user'), () => {
            userFetched()
          }),
        ],
      },
    },
  ).parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^A sua conta / }),
    ).toBeVisible()
    await waitFor(() => expect(userFetched).toHaveBeenCalled())
    // The toast would follow the 401 within a frame or two; give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await expect(screen.queryByText('Efectue o login')).toBeNull()
  },
}
