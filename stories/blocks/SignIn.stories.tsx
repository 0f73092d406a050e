import { SignIn, TwoFactorStep, useAccountStrings } from '@conecta/account/react'
import { makeUser, twoFactorCodeAt } from '@conecta/mocks'
import { useSessionUser } from '@conecta/session-machine/react'
import { Stack } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const SECRET = 'JBSWY3DPEHPK3PXP'
const ana = makeUser({ email: 'ana@example.co.mz' })
/** Bento turned two-factor on: his password alone no longer signs him in. */
const bento = makeUser({
  id: 2,
  name: 'Bento Cossa',
  email: 'bento@example.co.mz',
  two_factor_secret: SECRET,
  two_factor_confirmed_at: '2026-02-01T08:00:00.000Z',
})
// Ambient: the HttpOnly session cookie does not travel in Storybook (packages/mocks README).
const api = mockApi({ users: [ana, bento], ambient: true })

/** A host's page: the block in a session of its own, and who is signed in under it. */
function SignInStory() {
  return (
    <BlockSession>
      <Stack gap="large">
        <SignedIn />
      </Stack>
    </BlockSession>
  )
}

function SignedIn() {
  const current = useSessionUser()
  // The host's own link, in the host's language.
  const english = useAccountStrings().locale === 'en'
  const [signedIn, setSignedIn] = useState<string | null>(null)
  if (current !== null) return <p>{`Sessão iniciada: ${current.user.name}`}</p>
  if (signedIn !== null) return <p>{signedIn}…</p>
  return (
    <SignIn
      onSignedIn={({ email }) => setSignedIn(email)}
      footer={
        <a href="#criar-conta">
          {english ? 'No account yet? Create one' : 'Ainda não tem conta? Crie uma'}
        </a>
      }
    />
  )
}

/**
 * The sign-in of `@conecta/account/react`: e-mail, password and "Lembrar-me",
 * then, for an account with two-factor on, the 6 digits of the authenticator
 * app. Against the demo API's contract: ana@example.co.mz signs in with
 * "password"; bento@example.co.mz too, then asks for his code. "Idioma" in the
 * toolbar switches the words (`AccountStrings`).
 *
 * ```tsx
 * import { SignIn } from '@conecta/account/react'
 * import { SessionProvider } from '@conecta/session-machine/react'
 *
 * <SessionProvider input={{ client }}>
 *   <SignIn onSignedIn={() => router.push('/conta')} footer={<a href="/registar">Criar conta</a>} />
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/SignIn',
  component: SignInStory,
  subcomponents: { SignIn, TwoFactorStep },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('signIn', 'twoFactor', 'fields', 'failure'), api),
  },
} satisfies Meta<typeof SignInStory>

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story['play']>>[0]

async function signIn({ canvas, userEvent }: PlayContext, email: string, password: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), email)
  await userEvent.type(canvas.getByLabelText(/^Palavra-passe/), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
}

/** The form, as a person finds it. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Entrar' })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Lembrar-me' })).not.toBeChecked()
  },
}

/** A wrong password: the summary takes the focus, the field says why, what was typed stays. */
export const WrongPassword: Story = {
  play: async (context) => {
    await signIn(context, ana.email, 'errada')
    const summary = await context.canvas.findByRole('region', {
      name: 'Não foi possível continuar',
    })
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(context.canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(ana.email)
  },
}

/** Signed in: the host goes on (here, it shows who). */
export const SignedInAsAna: Story = {
  play: async (context) => {
    await signIn(context, ana.email, 'password')
    await expect(await context.canvas.findByText(`Sessão iniciada: ${ana.name}`)).toBeVisible()
  },
}

/** Two-factor on: the second step takes the form's place, the code field in focus. */
export const TwoFactorCode: Story = {
  play: async (context) => {
    await signIn(context, bento.email, 'password')
    await expect(
      await context.canvas.findByRole('heading', { level: 2, name: 'Verificação em dois passos' }),
    ).toBeVisible()
    const code = context.canvas.getByRole('textbox', { name: /^Código de autenticação/ })
    await waitFor(() => expect(code).toHaveFocus())
  },
}

/** The code accepted: signed in. */
export const TwoFactorPassed: Story = {
  play: async (context) => {
    await TwoFactorCode.play?.(context)
    await context.userEvent.type(
      context.canvas.getByRole('textbox', { name: /^Código de autenticação/ }),
      twoFactorCodeAt(SECRET, api.store.now()),
    )
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Confirmar' }))
    await expect(await context.canvas.findByText(`Sessão iniciada: ${bento.name}`)).toBeVisible()
  },
}

/** In English, with the host's own button text, after a wrong password: no Portuguese left. */
export const InEnglish: Story = {
  globals: { locale: 'en-host' },
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues['en-host']
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), ana.email)
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong')
    await userEvent.click(canvas.getByRole('button', { name: words.signIn.submit }))
    await expect(
      await canvas.findByRole('region', { name: words.failure.title }),
    ).toHaveTextContent('These credentials do not match our records.')
  },
}
