import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { STATUS_PAGE_TEXTS } from '../../apps/web/src/features/status/statusPageTexts'
import { AppStory, appLocation } from '../support/AppStory'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'
import { appStoryMeta } from '../support/appStoryMeta'
import { mockApi } from '../support/mockApi'
import { findToast } from '../support/playHelpers'

const meta = {
  title: 'Screens/StatusPages',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/404' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const NOT_FOUND = 'Oops! Page Not Found!'
const anonymous = mockApi()

/** /404 (docs/product.md#status-pages): 'Go Back' returns to the page the person came from. */
export const NotFound: Story = {
  args: { path: '/404', history: ['/login'] },
  parameters: anonymous.parameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
    await expect(canvas.getByText('404')).toBeVisible()
    await expect(canvas.getByText(STATUS_PAGE_TEXTS[404].description)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(appLocation().pathname).toBe('/login')
  },
}

/** Any path the app does not know is the not-found page; 'Back to Home' goes to /. */
export const UnknownPath: Story = {
  args: { path: '/caminho/que/nao/existe' },
  parameters: anonymous.parameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
    // Anonymous off '/': the login prompt comes with the user fetch's answer
    // and stays for its 20 s, home included; waited for, so the picture is one.
    await expect(await findToast('Efectue o login')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Home' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^A sua conta / }),
    ).toBeVisible()
    await expect(appLocation().pathname).toBe('/')
  },
}

/** A profile tab that does not exist is not found, even for a signed-in person. */
export const UnknownProfileTab: Story = {
  args: { path: '/profile/pagamentos' },
  parameters: mockApi({ signedInAs: makeUser() }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Secções do perfil' })).toBeNull()
  },
}

/** /500, full variant: the number, the apology and both buttons. */
export const ServerError: Story = {
  args: { path: '/500' },
  parameters: anonymous.parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Oops! Something went wrong :')" }),
    ).toBeVisible()
    await expect(canvas.getByText('500')).toBeVisible()
    await expect(canvas.getByText(STATUS_PAGE_TEXTS[500].description)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back to Home' })).toBeVisible()
  },
}

/** /503: maintenance, with the single disabled 'Motivo' button. */
export const Maintenance: Story = {
  args: { path: '/503' },
  // Signed in, so the 'Efectue o login' toast and its buttons stay away from the count.
  parameters: mockApi({ signedInAs: makeUser() }).parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Website em manutenção!' }),
    ).toBeVisible()
    await expect(canvas.getByText(STATUS_PAGE_TEXTS[503].description)).toBeVisible()
    await expect(canvas.getAllByRole('button')).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'Motivo' })).toBeDisabled()
  },
}

/** /401: no permission, log in with the right credentials. */
export const Unauthorized: Story = {
  args: { path: '/401' },
  parameters: anonymous.parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: "Oops! You don't have permission to access this page.",
      }),
    ).toBeVisible()
    await expect(canvas.getByText(STATUS_PAGE_TEXTS[401].description)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back to Home' })).toBeVisible()
  },
}
