import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AppStory } from '../support/AppStory'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'
import { appStoryMeta } from '../support/appStoryMeta'
import { mockApi } from '../support/mockApi'
import { fillFields, findErrorSummary, findLoginPrompt } from '../support/playHelpers'

const meta = {
  title: 'Screens/ForgotPassword',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/forgot-password' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser({ email: 'ana@example.co.mz' })

/** The address is asked for, with a way back to the login. */
export const Default: Story = {
  parameters: mockApi({ users: [ana] }).parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Recuperar palavra-passe' }),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute(
      'autocomplete',
      'email',
    )
    await expect(canvas.getByRole('button', { name: 'Enviar link' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Voltar a entrar' })).toBeVisible()
    await findLoginPrompt()
  },
}

const known = mockApi({ users: [ana] })

/** The link is mailed: the notice names the address, and another link may be asked for. */
export const Sent: Story = {
  parameters: known.parameters,
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, [[/^E-mail/, 'ana@example.co.mz']])
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }))

    await expect(
      await canvas.findByText(
        'Enviámos um link para ana@example.co.mz. Abra o e-mail e siga o link para escolher uma nova palavra-passe. Não recebeu? Verifique a pasta de spam ou peça outro link.',
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Enviar outro link' })).toBeEnabled()
    await expect(known.store.outbox.map((mail) => mail.kind)).toEqual(['reset-password'])
  },
}

/** An address with no account: Laravel's 422, in Portuguese, beside the field. */
export const UnknownEmail: Story = {
  parameters: mockApi({ users: [ana] }).parameters,
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, [[/^E-mail/, 'ninguem@example.co.mz']])
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }))

    const summary = await findErrorSummary(canvas)
    await expect(
      within(summary).getByRole('link', {
        name: 'Não encontrámos nenhuma conta com este e-mail.',
      }),
    ).toBeVisible()
    const email = canvas.getByRole('textbox', { name: /^E-mail/ })
    await expect(email).toHaveAccessibleDescription(
      /Não encontrámos nenhuma conta com este e-mail\./,
    )
    await expect(email).toHaveValue('ninguem@example.co.mz')
  },
}

/** Laravel's broker sends one link a minute per address. */
export const AskedTooSoon: Story = {
  parameters: mockApi(
    { users: [ana] },
    {
      seed: (store) => {
        store.passwordResets.set(ana.email, {
          email: ana.email,
          token: 'enviado-ha-pouco',
          createdAt: store.now(),
        })
      },
    },
  ).parameters,
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, [[/^E-mail/, 'ana@example.co.mz']])
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }))

    const summary = await findErrorSummary(canvas)
    await expect(
      within(summary).getByRole('link', {
        name: 'Aguarde um pouco antes de tentar novamente.',
      }),
    ).toBeVisible()
  },
}

/**
 * docs/product.md#someone-else-signed-in: Ana is still signed in on this phone. The page says
 * that asking for a link ends that session, naming nobody.
 */
export const SomeoneElseSignedIn: Story = {
  parameters: mockApi({ users: [ana], signedInAs: ana }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Este telemóvel já tem uma sessão iniciada')).toBeVisible()
    await expect(canvas.getByText('Ao pedir o link, essa sessão termina.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Continuar com essa sessão' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Enviar link' })).toBeEnabled()
  },
}
