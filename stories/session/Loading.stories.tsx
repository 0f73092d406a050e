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
    // The router's own fallback is a spinner too: wait until the router is done,
    // then for the layout's spinner. React draws the layout a commit after the
    // router's state says so (and the router's spinner is fetched when first
    // needed), so a synchronous query here raced that commit.
    await waitFor(() => expect(appRouter().state.initialized).toBe(true))
    await expect(await canvas.findByRole('status', { name: 'A carregar…' })).toBeVisible()
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
