import { makeUser, TWO_FACTOR_MAX_ATTEMPTS, twoFactorCodeAt } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { AppStory, appLocation } from '../support/AppStory'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'
import { appStoryMeta } from '../support/appStoryMeta'
import { mockApi } from '../support/mockApi'
import { fillFields, findErrorSummary, findToast } from '../support/playHelpers'

const meta = {
  title: 'Screens/Login two-factor',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/login' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const SECRET = 'JBSWY3DPEHPK3PXP'
const RECOVERY_CODE = 'Kq4mTz8wPa-Lr2nVb7xYc'

/** Ana turned two-factor on: her password alone no longer signs her in. */
const ana = makeUser({
  email: 'ana@example.co.mz',
  two_factor_secret: SECRET,
  two_factor_confirmed_at: '2026-02-01T08:00:00.000Z',
  two_factor_recovery_codes: [RECOVERY_CODE, 'Hs5jWd3kRt-Nm9cXq2vBz'],
})
// Ambient: the HttpOnly session cookie does not travel in Storybook (packages/mocks README).
const challenged = mockApi({ users: [ana], ambient: true })

/** Any fixed moment: the throttled story's API never sees time pass. */
const THROTTLE_CLOCK = Date.parse('2026-03-10T08:00:00Z')

type PlayContext = Parameters<NonNullable<Story['play']>>[0]

/** E-mail and the right password: the login answers `{two_factor: true}`. */
async function reachChallenge({ canvas, userEvent }: PlayContext) {
  // The start-up check first, as a person on /login sees it: nobody is signed in, so the
  // prompt to log in. A login that beats that answer (the machine busy) takes the session
  // into the challenge, the answer is dropped and no prompt shows: right too, but a
  // different picture, which a loaded machine took one run in several.
  await findToast('Efectue o login')
  await fillFields(canvas, userEvent, [
    [/^E-mail/, ana.email],
    [/^Palavra-passe/, 'password'],
  ])
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Verificação em dois passos' }),
  ).toBeVisible()
}

async function answer({ canvas, userEvent }: PlayContext, label: RegExp, value: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: label }), value)
  await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }))
}

/** The second step: the authenticator app's 6 digits, the field in focus for the keyboard. */
export const ChallengeStep: Story = {
  parameters: challenged.parameters,
  play: async (context) => {
    const { canvas } = context
    await reachChallenge(context)
    const code = canvas.getByRole('textbox', { name: /Código de autenticação/ })
    await waitFor(() => expect(code).toHaveFocus())
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(
      canvas.getByRole('button', { name: 'Usar um código de recuperação' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeEnabled()
    await expect(canvas.queryByLabelText(/^Palavra-passe/)).toBeNull()
    await expect(appLocation().pathname).toBe('/login')
  },
}

/** The code the app shows now (pasted with its space) signs Ana in. */
export const CodeAccepted: Story = {
  parameters: challenged.parameters,
  play: async (context) => {
    const { canvas, userEvent } = context
    await reachChallenge(context)
    const digits = twoFactorCodeAt(SECRET, challenged.store.now())
    const code = canvas.getByRole('textbox', { name: /Código de autenticação/ })
    await waitFor(() => expect(code).toHaveFocus())
    const pasted = `${digits.slice(0, 3)} ${digits.slice(3)}`
    await userEvent.paste(pasted)
    // The field keeps what was pasted; the space is left out of what is sent.
    await expect(code).toHaveValue(pasted)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` }),
    ).toBeVisible()
    await expect(appLocation().pathname).toBe('/profile')
  },
}

/** A wrong code: Fortify's 422 in Portuguese beside the field and in the summary. */
export const WrongCode: Story = {
  parameters: mockApi({ users: [ana], ambient: true }).parameters,
  play: async (context) => {
    const { canvas } = context
    await reachChallenge(context)
    await answer(context, /Código de autenticação/, '000000')
    const message =
      'O código não é válido. Introduza o código que a aplicação de autenticação mostra agora.'
    await expect(await findErrorSummary(canvas)).toHaveTextContent(message)
    const code = canvas.getByRole('textbox', { name: /Código de autenticação/ })
    await expect(code).toHaveAccessibleDescription(`Erro: ${message}`)
    await expect(code).toHaveValue('000000')
    await expect(appLocation().pathname).toBe('/login')
  },
}

/** Five answers a minute: the sixth is 429, and the message says how long to wait. */
export const Throttled: Story = {
  parameters: mockApi(
    // The API's clock stands still, so the wait it names is the whole minute.
    { users: [ana], ambient: true, now: () => THROTTLE_CLOCK },
    {
      seed: (store) => {
        for (let attempt = 0; attempt < TWO_FACTOR_MAX_ATTEMPTS; attempt += 1) {
          store.hit(`two-factor:${ana.id}`, TWO_FACTOR_MAX_ATTEMPTS, 60)
        }
      },
    },
  ).parameters,
  play: async (context) => {
    const { canvas } = context
    await reachChallenge(context)
    await answer(context, /Código de autenticação/, '123456')
    await expect(await findErrorSummary(canvas)).toHaveTextContent(
      'Demasiadas tentativas. Tente novamente dentro de 60 segundos.',
    )
    await expect(canvas.getByRole('button', { name: 'Confirmar' })).toBeEnabled()
  },
}

/** Behind "Usar um código de recuperação": the field for one of the saved codes. */
export const RecoveryCode: Story = {
  parameters: challenged.parameters,
  play: async (context) => {
    const { canvas, userEvent } = context
    await reachChallenge(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Usar um código de recuperação' }))
    const field = canvas.getByRole('textbox', { name: /Código de recuperação/ })
    await waitFor(() => expect(field).toHaveFocus())
    // Fortify compares the code as the exact string: said where it is typed.
    await expect(field).toHaveAccessibleDescription(
      'As letras maiúsculas e minúsculas contam: escreva-as exactamente como no código que guardou. Os espaços não contam.',
    )
    await expect(canvas.queryByRole('textbox', { name: /Código de autenticação/ })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Usar o código da aplicação' })).toBeVisible()
  },
}

/** A recovery code works once: used again (or mistyped) it is refused in Portuguese. */
export const RecoveryCodeRefused: Story = {
  parameters: mockApi({ users: [ana], ambient: true }).parameters,
  play: async (context) => {
    const { canvas, userEvent } = context
    await reachChallenge(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Usar um código de recuperação' }))
    await answer(context, /Código de recuperação/, 'Aa1Bb2Cc3D-Ee4Ff5Gg6H')
    await expect(await findErrorSummary(canvas)).toHaveTextContent(
      'Este código de recuperação não é válido ou já foi usado.',
    )
  },
}
