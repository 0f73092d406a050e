import { endOtherSessionsPt, passwordResetPt } from '@conecta/account'
import { addBrowserSession, type MockStore, makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { passwordResetPath } from '../../apps/web/src/navigation/paths'
import { AppStory, appLocation } from '../support/AppStory'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'
import { appStoryMeta } from '../support/appStoryMeta'
import { SAMSUNG_PHONE_USER_AGENT } from '../support/devices'
import { mockApi } from '../support/mockApi'
import { fillFields, findErrorSummary, findLoginPrompt } from '../support/playHelpers'

const { label: END_OTHER_SESSIONS_LABEL, ended: OTHER_SESSIONS_ENDED } = endOtherSessionsPt
const PASSWORD_CHANGED_MESSAGE = passwordResetPt.changed

const ana = makeUser({ email: 'ana@example.co.mz' })
const TOKEN = 'c0d1g0-d0-ema1l'

const meta = {
  title: 'Screens/PasswordReset',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  // As the reset mail links it (docs/api-contract.md#accounts): token in the path, e-mail in the query.
  ...appStoryMeta({ path: passwordResetPath(TOKEN, ana.email) }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The e-mail comes from the link; the new password is asked twice; the backend has browser
 * sessions (its list answers a visitor 401), so ending them all is offered, unticked.
 */
export const Default: Story = {
  parameters: mockApi({ users: [ana] }).parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL }),
    ).not.toBeChecked()
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Escolher nova palavra-passe' }),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(ana.email)
    await expect(
      canvas.getByLabelText(/^Nova palavra-passe/, { selector: 'input' }),
    ).toHaveAttribute('autocomplete', 'new-password')
    await expect(
      canvas.getByLabelText(/^Confirmar nova palavra-passe/, { selector: 'input' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Guardar palavra-passe' })).toBeEnabled()
    await findLoginPrompt()
  },
}

/** No live token for the address (expired, used, or never sent): ask for a new link. */
export const ExpiredToken: Story = {
  parameters: mockApi({ users: [ana] }).parameters,
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, [
      [/^Nova palavra-passe/, 'nova-senha-1'],
      [/^Confirmar nova palavra-passe/, 'nova-senha-1'],
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar palavra-passe' }))

    const summary = await findErrorSummary(canvas)
    const message = 'Este link de recuperação é inválido ou já expirou. Peça um novo.'
    await expect(within(summary).getByRole('link', { name: message })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      /Este link de recuperação é inválido ou já expirou\. Peça um novo\./,
    )
    await expect(canvas.getByRole('link', { name: 'O link expirou? Peça um novo' })).toBeVisible()
  },
}

/** A live reset token for Ana's address. */
function liveToken(store: MockStore) {
  store.passwordResets.set(ana.email, { email: ana.email, token: TOKEN, createdAt: store.now() })
}

const live = mockApi({ users: [ana] }, { seed: liveToken })

/** A live token: the password changes and the login says so, with the e-mail filled in. */
export const Changed: Story = {
  parameters: live.parameters,
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, [
      [/^Nova palavra-passe/, 'nova-senha-1'],
      [/^Confirmar nova palavra-passe/, 'nova-senha-1'],
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar palavra-passe' }))

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(canvas.getByText(PASSWORD_CHANGED_MESSAGE)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(ana.email)
    await expect(appLocation().pathname).toBe('/login')
    await expect(live.store.users.get(ana.id)?.password).toBe('nova-senha-1')
  },
}

const endingAll = mockApi(
  { users: [ana] },
  {
    seed: (store) => {
      liveToken(store)
      // The phone she lost, still signed in.
      addBrowserSession(store, {
        userId: ana.id,
        userAgent: SAMSUNG_PHONE_USER_AGENT,
        ipAddress: '197.218.4.2',
      })
    },
  },
)

/** Changed with the box ticked: every session of Ana's ends, and the login says so. */
export const ChangedEndingSessions: Story = {
  parameters: endingAll.parameters,
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL })
    await fillFields(canvas, userEvent, [
      [/^Nova palavra-passe/, 'nova-senha-1'],
      [/^Confirmar nova palavra-passe/, 'nova-senha-1'],
    ])
    await userEvent.click(box)
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar palavra-passe' }))

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(
      canvas.getByText(`${PASSWORD_CHANGED_MESSAGE} ${OTHER_SESSIONS_ENDED}`),
    ).toBeVisible()
    await expect(endingAll.store.sessionsOf(ana.id)).toHaveLength(0)
  },
}

/** A backend without browser sessions (Breeze only, 404): nothing is offered. */
export const WithoutSessions: Story = {
  parameters: mockApi({ users: [ana] }, { features: { browserSessions: false } }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Guardar palavra-passe' })).toBeEnabled()
    await waitFor(() => expect(canvas.queryByLabelText(END_OTHER_SESSIONS_LABEL)).toBeNull())
  },
}
