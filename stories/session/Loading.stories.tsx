import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { AppStory, appLocation, appRouter } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { apiUrl, mockApi, neverAnswer } from '../support/mockApi'

const meta = {
  title: 'Session/Loading',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/profile' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

/** docs/product.md#authenticated-layout: while the user is unknown the authenticated layout shows only a centred spinner. */
export const AuthenticatedLayoutSpinner: Story = {
  parameters: mockApi(
    { signedInAs: makeUser() },
    { overrides: { session: [http.get(apiUrl('/api/user'), neverAnswer)] } },
  ).parameters,
  play: async ({ canvas }) => {
    // The router's own fallback (HydrateFallback) is the same kit spinner in
    // another element: React swaps it for the layout's a commit after the
    // router's state says it is done. An element found before that commit is
    // gone by the next line (a CI run failed so: 'element is not in the
    // document'), so the spinner is queried afresh on each try, never held.
    await waitFor(() => expect(appRouter().state.initialized).toBe(true))
    await waitFor(() => expect(canvas.getByRole('status', { name: 'A carregar…' })).toBeVisible())
    await expect(canvas.queryByRole('heading')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Terminar sessão' })).toBeNull()
    await expect(appLocation().pathname).toBe('/profile')
  },
}

/** Public pages never wait for the session: the login form is there while /api/user is pending. */
export const PublicPageDoesNotWait: Story = {
  args: { path: '/login' },
  parameters: mockApi({}, { overrides: { session: [http.get(apiUrl('/api/user'), neverAnswer)] } })
    .parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled()
  },
}
