import { newEmailPt, passwordConfirmationPt, verifyEmailPt } from '@conecta/account'
import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { EMAIL_VERIFIED_MESSAGE } from '../../apps/web/src/features/profile/ProfilePage'
import {
  VERIFY_LINK_INVALID_MESSAGE,
  VERIFY_LINK_OTHER_ACCOUNT_MESSAGE,
} from '../../apps/web/src/navigation/linkLoginMessages'
import { VERIFY_LINK_SIGN_IN_MESSAGE } from '../../apps/web/src/navigation/loginMessage'
import { rememberMailedAddress } from '../../apps/web/src/session/mailedAddress'
import { paragraphWithText } from '../../apps/web/test/paragraphWithText'
import { AppStory, appLocation } from '../support/AppStory'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'
import { appStoryMeta } from '../support/appStoryMeta'
import { apiUrl, mockApi } from '../support/mockApi'
import {
  findDialog,
  findErrorSummary,
  findLoginPrompt,
  typeCorrectedAddress,
} from '../support/playHelpers'

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
    await expect(
      await canvas.findByRole('button', { name: 'Enganou-se no endereço? Corrigir' }),
    ).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Terminar sessão' })).toBeEnabled()
  },
}

const TYPO = 'ana@exmaple.co.mz'
const RIGHT = 'ana@example.co.mz'
const mistyped = makeUser({ name: 'Ana Machava', email: TYPO, email_verified_at: null })
/** What this tab remembers after signing up (or changing the address) with the typo. */
const rememberTypo = () => rememberMailedAddress({ email: TYPO, name: 'Ana Machava' })

/** The page names the address the link went to, so a typo can be seen. */
export const ShowsAddress: Story = {
  beforeEach: rememberTypo,
  parameters: mockApi({ signedInAs: mistyped }).parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(paragraphWithText(verifyEmailPt.sentTo(TYPO))),
    ).toBeVisible()
  },
}

/** Correcting the address: typed twice; two typings that differ are a field error, nothing sent. */
export const CorrectionMismatch: Story = {
  beforeEach: rememberTypo,
  parameters: mockApi({ signedInAs: mistyped }).parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await typeCorrectedAddress(canvas, userEvent, RIGHT, 'ana@exampel.co.mz')
    const again = within(region).getByLabelText(/^Confirme o novo e-mail/)
    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )
    await findErrorSummary(canvas)
    await expect(again).toHaveAccessibleDescription(new RegExp(newEmailPt.confirmationMismatch))
  },
}

const correcting = mockApi({ signedInAs: mistyped })

/** Corrected (after the password): the new link goes to the right address, and the page says so. */
export const Corrected: Story = {
  beforeEach: rememberTypo,
  parameters: correcting.parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await typeCorrectedAddress(canvas, userEvent, RIGHT)
    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )
    const dialog = await findDialog(passwordConfirmationPt.title)
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password{Enter}')

    const done = await canvas.findByText(verifyEmailPt.corrected(RIGHT))
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus())
    await expect(canvas.getByText(paragraphWithText(verifyEmailPt.sentTo(RIGHT)))).toBeVisible()
    await expect(correcting.store.users.get(1)?.email).toBe(RIGHT)
    await expect(correcting.store.outbox.at(-1)?.to).toBe(RIGHT)
  },
}

const elsewhere = mockApi({ signedInAs: mistyped })

/**
 * Verified in another browser (the mail app's own, another phone): this tab learns it when the
 * person comes back to it, and the profile says the address is verified.
 */
export const VerifiedElsewhere: Story = {
  parameters: elsewhere.parameters,
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Enganou-se no endereço? Corrigir' })
    const user = elsewhere.store.users.get(1)
    if (user === undefined) throw new Error('No user')
    user.email_verified_at = elsewhere.store.nowIso()
    window.dispatchEvent(new Event('focus'))
    await expect(await canvas.findByText(EMAIL_VERIFIED_MESSAGE)).toBeVisible()
    await expect(appLocation().pathname).toBe('/profile')
  },
}

/**
 * The verification link opened in a browser without the session: the login asks to sign in to
 * confirm the e-mail (never a bare 'Você não está autenticado'), then the profile says it.
 */
export const LinkOpenedSignedOut: Story = {
  args: { path: '/profile?verified=1' },
  parameters: mockApi({ users: [makeUser({ email: RIGHT })], ambient: true }).parameters,
  play: async ({ canvas, userEvent, step }) => {
    await step('The login says why', async () => {
      await expect(await canvas.findByText(VERIFY_LINK_SIGN_IN_MESSAGE)).toBeVisible()
    })
    await step('After the sign-in, the profile says the address is verified', async () => {
      await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), RIGHT)
      await userEvent.type(canvas.getByLabelText(/^Palavra-passe/), 'password')
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
      await expect(await canvas.findByText(EMAIL_VERIFIED_MESSAGE)).toBeVisible()
    })
  },
}

/**
 * A verification link no longer valid (expired, or mailed to an address since corrected): the API
 * sends it to the login with the reason (docs/api-contract.md#the-verification-link), and once
 * signed in the person is on "Verifique o seu e-mail" with "Reenviar" at hand.
 */
export const LinkExpired: Story = {
  args: { path: '/login?verify-email=invalid' },
  parameters: mockApi({
    users: [makeUser({ email: RIGHT, email_verified_at: null })],
    ambient: true,
  }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(VERIFY_LINK_INVALID_MESSAGE)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeVisible()
    // The start-up's prompt to sign in comes too: the picture waits for it.
    await findLoginPrompt()
  },
}

/**
 * A person's verification link opened on a phone where someone else is signed in: nobody is
 * verified, and the login says so beside that session's notice, naming nobody.
 */
export const LinkOfAnotherAccount: Story = {
  args: { path: '/login?verify-email=other-account' },
  parameters: mockApi({ signedInAs: makeUser({ name: 'Bento Cossa' }) }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(VERIFY_LINK_OTHER_ACCOUNT_MESSAGE)).toBeVisible()
    await expect(
      await canvas.findByRole('link', { name: 'Continuar com essa sessão' }),
    ).toBeVisible()
    await expect(canvas.queryByText(/Bento/)).toBeNull()
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
    await expect(await canvas.findByText(verifyEmailPt.resent)).toBeVisible()
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
    await expect(canvas.queryByText(verifyEmailPt.resent)).toBeNull()
  },
}

/**
 * Nobody signed in in this browser (a bookmark, the mail app's own browser): a link can only be
 * sent after logging in, so the page offers the sign-in at once, without saying a session ended.
 */
export const NotSignedIn: Story = {
  parameters: mockApi().parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Não há nenhuma sessão iniciada neste navegador\./),
    ).toBeVisible()
    await expect(canvas.queryByText(/A sua sessão terminou/)).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Entre' })).toHaveAttribute('href', '/login')
    // The start-up's prompt to sign in comes too: the picture waits for it.
    await findLoginPrompt()
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
