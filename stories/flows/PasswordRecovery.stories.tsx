import { passwordResetPt } from '@conecta/account'
import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AppStory, appLocation, appRouter } from '../support/AppStory'
import { appStoryMeta } from '../support/appStoryMeta'
import { mockApi } from '../support/mockApi'
import { fillFields } from '../support/playHelpers'

const PASSWORD_CHANGED_MESSAGE = passwordResetPt.changed

const meta = {
  title: 'Flows/PasswordRecovery',
  component: AppStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  ...appStoryMeta({ path: '/login' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser({ email: 'ana@example.co.mz' })
const api = mockApi({ users: [ana], ambient: true })

/** Forgotten password → mail → new password → login with it → profile. */
export const ForgotResetAndLogIn: Story = {
  parameters: api.parameters,
  play: async ({ canvas, userEvent, step }) => {
    await step("Ask for a reset link from 'Esqueceu-se da palavra-passe?'", async () => {
      await userEvent.click(
        await canvas.findByRole('link', { name: 'Esqueceu-se da palavra-passe?' }),
      )
      await canvas.findByRole('heading', { level: 1, name: 'Recuperar palavra-passe' })
      await fillFields(canvas, userEvent, [[/^E-mail/, ana.email]])
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }))
      await expect(
        await canvas.findByText(/^Enviámos um link para ana@example\.co\.mz\./),
      ).toBeVisible()
    })

    await step('Open the link from the mail', async () => {
      // The demo API prints it; here the store keeps it.
      const mail = api.store.outbox.at(-1)
      await expect(mail?.kind).toBe('reset-password')
      const link = new URL(mail?.link ?? '')
      await appRouter().navigate(`${link.pathname}${link.search}`)
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Escolher nova palavra-passe' }),
      ).toBeVisible()
      await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(ana.email)
    })

    await step('Choose the new password', async () => {
      await fillFields(canvas, userEvent, [
        [/^Nova palavra-passe/, 'nova-senha-1'],
        [/^Confirmar nova palavra-passe/, 'nova-senha-1'],
      ])
      await userEvent.click(canvas.getByRole('button', { name: 'Guardar palavra-passe' }))
      await expect(await canvas.findByText(PASSWORD_CHANGED_MESSAGE)).toBeVisible()
    })

    await step('Log in with it and reach the profile', async () => {
      await fillFields(canvas, userEvent, [[/^Palavra-passe/, 'nova-senha-1']])
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
      await expect(
        await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` }),
      ).toBeVisible()
      await expect(appLocation().pathname).toBe('/profile')
    })
  },
}
