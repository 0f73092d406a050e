import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect } from 'storybook/test'
import { VERIFICATION_SENT_MESSAGE } from '../../apps/web/src/features/auth/VerifyEmailPage'
import { AppStory, appLocation } from '../support/AppStory'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'
import { appStoryMeta } from '../support/appStoryMeta'
import { apiUrl, mockApi } from '../support/mockApi'

const meta = {
  title: 'Screens/VerifyEmail',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/verify-email' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const unverified = makeUser({ email: 'ana@example.co.mz', email_verified_at: null })

/** What to do next, a resend and a way out. */
export const Default: Story = {
  parameters: mockApi({ signedInAs: unverified }).parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Verifique o seu e-mail' }),
    ).toBeVisible()
    await expect(
      canvas.getByText('Não encontra a mensagem? Veja a pasta de spam ou peça um novo link.'),
    ).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Reenviar e-mail de verificação' }),
    ).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Terminar sessão' })).toBeEnabled()
  },
}

const resend = mockApi({ signedInAs: unverified })

/** A new link is mailed and the page says so. */
export const Resent: Story = {
  parameters: resend.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reenviar e-mail de verificação' }),
    )
    await expect(await canvas.findByText(VERIFICATION_SENT_MESSAGE)).toBeVisible()
    await expect(resend.store.outbox.map((mail) => mail.kind)).toEqual(['verify-email'])
  },
}

/** `throttle:6,1` on the resend route: 429 says when to try again. */
export const Throttled: Story = {
  parameters: mockApi(
    { signedInAs: unverified },
    {
      before: {
        auth: [
          http.post(apiUrl('/email/verification-notification'), () =>
            HttpResponse.json(
              { message: 'Too Many Attempts.' },
              {
                status: 429,
                // As a cross-origin API must, or the browser hides the header.
                headers: { 'Retry-After': '42', 'Access-Control-Expose-Headers': 'Retry-After' },
              },
            ),
          ),
        ],
      },
    },
  ).parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reenviar e-mail de verificação' }),
    )
    await expect(
      await canvas.findByText('Demasiadas tentativas. Tente novamente dentro de 42 segundos.'),
    ).toBeVisible()
    await expect(canvas.queryByText(VERIFICATION_SENT_MESSAGE)).toBeNull()
  },
}

/** Nobody signed in (the session ended): a link can only be sent after logging in. */
export const SessionEnded: Story = {
  parameters: mockApi().parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reenviar e-mail de verificação' }),
    )
    await expect(await canvas.findByText(/A sua sessão terminou\./)).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: 'Entre' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
  },
}

/** Already verified: nothing to do here, the profile opens. */
export const AlreadyVerified: Story = {
  parameters: mockApi({ signedInAs: makeUser() }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible()
    await expect(appLocation().pathname).toBe('/profile')
  },
}

const leaving = mockApi({ signedInAs: unverified })

/** 'Terminar sessão' ends the session and goes home. */
export const LoggedOut: Story = {
  parameters: leaving.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Terminar sessão' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^A sua conta / }),
    ).toBeVisible()
    await expect(appLocation().pathname).toBe('/')
  },
}
