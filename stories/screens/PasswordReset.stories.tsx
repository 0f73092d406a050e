import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PASSWORD_CHANGED_MESSAGE } from '../../apps/web/src/features/auth/PasswordResetPage'
import { passwordResetPath } from '../../apps/web/src/routes/paths'
import { AppStory, appLocation } from '../support/AppStory'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'
import { appStoryMeta } from '../support/appStoryMeta'
import { mockApi } from '../support/mockApi'
import { fillFields, findErrorSummary } from '../support/playHelpers'

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

/** The e-mail comes from the link; the new password is asked twice. */
export const Default: Story = {
  parameters: mockApi({ users: [ana] }).parameters,
  play: async ({ canvas }) => {
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

const live = mockApi(
  { users: [ana] },
  {
    seed: (store) => {
      store.passwordResets.set(ana.email, {
        email: ana.email,
        token: TOKEN,
        createdAt: store.now(),
      })
    },
  },
)

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
