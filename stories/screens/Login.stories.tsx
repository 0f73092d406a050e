import { LOGIN_MAX_ATTEMPTS, loginLimiterKey, makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, fn, waitFor, within } from 'storybook/test'
import { NEUTRAL_LOGIN_MESSAGE } from '../../apps/web/src/navigation/loginMessage'
import { loginPath, NOT_AUTHENTICATED_MESSAGE } from '../../apps/web/src/navigation/paths'
import { AppStory, appLocation } from '../support/AppStory'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'
import { appStoryMeta } from '../support/appStoryMeta'
import { answerFirst, apiUrl, holdFirst, mockApi, neverAnswer } from '../support/mockApi'
import { fillFields, findErrorSummary, findToast, SUMMARY_TITLE } from '../support/playHelpers'

const meta = {
  title: 'Screens/Login',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: '/login' }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>

const ana = makeUser({ email: 'ana@example.co.mz' })
const signedOut = mockApi({ users: [ana] })
// Ambient: the HttpOnly session cookie does not travel in Storybook, so a
// login sticks through the store's implicit session (packages/mocks README).
const canSignIn = mockApi({ users: [ana], ambient: true })

type PlayContext = Parameters<NonNullable<Story['play']>>[0]

/**
 * docs/product.md#start-up: a visitor on /login is prompted once the start-up's user fetch
 * fails. Its picture shows the prompt, so the play waits for it: under load that fetch can
 * take seconds, and the page would otherwise be pictured before it.
 */
const LOGIN_PROMPT = 'Efectue o login'

function fillIn({ canvas, userEvent }: PlayContext, email: string, password: string) {
  return fillFields(canvas, userEvent, [
    [/^E-mail/, email],
    [/^Palavra-passe/, password],
  ])
}

async function logIn(context: PlayContext, password: string) {
  await fillIn(context, ana.email, password)
  await context.userEvent.click(context.canvas.getByRole('button', { name: 'Entrar' }))
}

async function expectProfileOpened({ canvas }: PlayContext) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` }),
  ).toBeVisible()
  await expect(appLocation().pathname).toBe('/profile')
}

/** The empty form with its links. */
export const Default: Story = {
  parameters: signedOut.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('')
    await expect(canvas.getByLabelText(/^Palavra-passe/)).toHaveValue('')
    await expect(canvas.getByRole('checkbox', { name: 'Lembrar-me' })).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ainda não tem conta? Crie uma' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: SUMMARY_TITLE })).toBeNull()
    await findToast(LOGIN_PROMPT)
  },
}

/** docs/product.md#login: the `errorMessage` query is shown above the form. */
export const ErrorMessageShown: Story = {
  args: { path: loginPath({ errorMessage: NOT_AUTHENTICATED_MESSAGE }) },
  parameters: signedOut.parameters,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Entrar' })
    await expect(await canvas.findByText(NOT_AUTHENTICATED_MESSAGE)).toBeVisible()
    await findToast(LOGIN_PROMPT)
  },
}

const FOREIGN = '<img src=x onerror=alert(1)><b>Conta suspensa</b>, ligue para 84 000 0000'

/**
 * Whoever wrote the link wrote the query: only the app's own messages are
 * shown as written, anything else as a neutral default (docs/product.md#login).
 */
export const ErrorMessageForeignReplaced: Story = {
  args: { path: loginPath({ errorMessage: FOREIGN }) },
  parameters: signedOut.parameters,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(NEUTRAL_LOGIN_MESSAGE)).toBeVisible()
    await expect(canvas.queryByText(/Conta suspensa/)).toBeNull()
    await expect(canvasElement.querySelector('main img, main b')).toBeNull()
    await findToast(LOGIN_PROMPT)
  },
}

/** Laravel's 422 in Portuguese beside the e-mail and in the summary; what was typed stays. */
export const WrongCredentials: Story = {
  parameters: signedOut.parameters,
  play: async (context) => {
    const { canvas, userEvent } = context
    await fillIn(context, 'ana@example.co.mz', 'errada123')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lembrar-me' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))

    const summary = await findErrorSummary(canvas)
    await expect(
      within(summary).getByRole('link', { name: 'E-mail ou palavra-passe incorrectos.' }),
    ).toBeVisible()
    const email = canvas.getByRole('textbox', { name: /E-mail/ })
    await expect(email).toHaveAccessibleDescription(/E-mail ou palavra-passe incorrectos\./)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveValue('ana@example.co.mz')
    await expect(canvas.getByLabelText(/^Palavra-passe/)).toHaveValue('errada123')
    await expect(canvas.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked()
  },
}

/** Any fixed moment: TooManyAttempts' API never sees time pass. */
const THROTTLE_CLOCK = Date.parse('2026-03-10T08:00:00Z')

/** Breeze's own limiter: after five wrong passwords it answers 422 with the wait. */
export const TooManyAttempts: Story = {
  parameters: mockApi(
    // The API's clock stands still, so the wait it names is the whole minute
    // however long the page took to load and the person to type.
    { users: [ana], now: () => THROTTLE_CLOCK },
    {
      seed: (store) => {
        for (let attempt = 0; attempt < LOGIN_MAX_ATTEMPTS; attempt += 1)
          store.hit(loginLimiterKey('ana@example.co.mz'), LOGIN_MAX_ATTEMPTS, 60)
      },
    },
  ).parameters,
  play: async (context) => {
    const { canvas } = context
    await logIn(context, 'password')
    const summary = await findErrorSummary(canvas)
    await expect(summary).toHaveTextContent(
      'Demasiadas tentativas. Tente novamente dentro de 60 segundos.',
    )
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      /Demasiadas tentativas/,
    )
  },
}

/** The route's throttle: 429 with Retry-After says exactly when to try again. */
export const Throttled: Story = {
  parameters: mockApi(
    { users: [ana] },
    {
      before: {
        auth: [
          http.post(apiUrl('/login'), () =>
            HttpResponse.json(
              { message: 'Too Many Attempts.' },
              {
                status: 429,
                // As a cross-origin API must, or the browser hides the header.
                headers: { 'Retry-After': '37', 'Access-Control-Expose-Headers': 'Retry-After' },
              },
            ),
          ),
        ],
      },
    },
  ).parameters,
  play: async (context) => {
    const { canvas } = context
    await logIn(context, 'password')
    const summary = await findErrorSummary(canvas)
    await expect(summary).toHaveTextContent(
      'Demasiadas tentativas. Tente novamente dentro de 37 segundos.',
    )
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@example.co.mz')
  },
}

/** No answer at all: the message says so, and the same form sent again signs in. */
export const NetworkFailure: Story = {
  parameters: mockApi(
    { users: [ana], ambient: true },
    {
      before: {
        auth: [
          http.post(
            apiUrl('/login'),
            answerFirst(1, () => HttpResponse.error()),
          ),
        ],
      },
    },
  ).parameters,
  play: async (context) => {
    const { canvas, userEvent } = context
    await logIn(context, 'password')
    const summary = await findErrorSummary(canvas)
    await expect(summary).toHaveTextContent(
      'Não foi possível ligar ao servidor. Verifique a sua ligação à internet e tente novamente.',
    )
    await expect(canvas.getByLabelText(/^Palavra-passe/)).toHaveValue('password')

    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    await expectProfileOpened(context)
  },
}

const loginCalls = fn()

/** While the call runs the button is busy and a second click sends nothing. */
export const Submitting: Story = {
  parameters: mockApi(
    { users: [ana] },
    {
      before: {
        auth: [
          http.post(apiUrl('/login'), () => {
            loginCalls()
            return neverAnswer()
          }),
        ],
      },
    },
  ).parameters,
  play: async (context) => {
    const { canvas, userEvent } = context
    await fillIn(context, 'ana@example.co.mz', 'password')
    const submit = canvas.getByRole('button', { name: 'Entrar' })
    await userEvent.click(submit)
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'))
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    // The login leaves after its CSRF priming (and after any read it supersedes).
    await waitFor(() => expect(loginCalls).toHaveBeenCalledTimes(1))
    await userEvent.click(submit)
    // Long enough for a second login to have gone the same way.
    await new Promise((resolve) => setTimeout(resolve, 500))
    await expect(loginCalls).toHaveBeenCalledTimes(1)
  },
}

/** The right password: the session learns the user and the profile opens. */
export const SignedIn: Story = {
  parameters: canSignIn.parameters,
  play: async (context) => {
    await logIn(context, 'password')
    await expectProfileOpened(context)
  },
}

/** A `returnUrl` on the app's own origin is where the person goes after logging in. */
export const ReturnsToReturnUrl: Story = {
  args: { path: loginPath({ returnUrl: `${window.location.origin}/profile/security` }) },
  parameters: canSignIn.parameters,
  play: async (context) => {
    const { canvas } = context
    await logIn(context, 'password')
    await expect(
      await canvas.findByRole('link', { name: 'Segurança', current: 'page' }),
    ).toBeVisible()
    await expect(appLocation().pathname).toBe('/profile/security')
  },
}

/** Another origin in `returnUrl` is ignored: /login is no open redirect. */
export const IgnoresForeignReturnUrl: Story = {
  args: { path: loginPath({ returnUrl: 'https://evil.example/roubar' }) },
  parameters: canSignIn.parameters,
  play: async (context) => {
    await logIn(context, 'password')
    await expectProfileOpened(context)
  },
}

/**
 * docs/product.md#someone-else-signed-in: /login opened while someone is signed in on this
 * phone opens nobody's account. It offers the two ways on, naming nobody: that session, or
 * the form; only a tap on "Continuar com essa sessão" opens the profile.
 */
export const AlreadySignedIn: Story = {
  parameters: mockApi({ signedInAs: ana }).parameters,
  play: async (context) => {
    const { canvas, userEvent } = context
    const onward = await canvas.findByRole('link', { name: 'Continuar com essa sessão' })
    await expect(onward).toBeVisible()
    await expect(canvas.getByText('Ao entrar com outra conta, essa sessão termina.')).toBeVisible()
    await expect(canvas.queryByText(new RegExp(ana.name))).toBeNull()
    await expect(appLocation().pathname).toBe('/login')
    await userEvent.click(onward)
    await expectProfileOpened(context)
  },
}

const bento = makeUser({ id: 2, email: 'bento@example.co.mz', name: 'Bento Sitoe' })
const slowStartUp = holdFirst()

/**
 * docs/product.md#someone-else-signed-in: on a shared phone, Bento types before the app has
 * learnt that Ana is still signed in. The form stays with what he typed, under a notice that
 * names nobody; "Entrar" will end that session first.
 */
export const SomeoneElseSignedIn: Story = {
  parameters: mockApi(
    { users: [ana, bento], signedInAs: ana },
    { before: { session: [http.get(apiUrl('/api/user'), slowStartUp.resolver)] } },
  ).parameters,
  play: async (context) => {
    const { canvas } = context
    await fillIn(context, bento.email, 'password')
    slowStartUp.release()
    await expect(await canvas.findByText('Este telemóvel já tem uma sessão iniciada')).toBeVisible()
    await expect(canvas.getByText('Ao entrar com outra conta, essa sessão termina.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Continuar com essa sessão' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue(bento.email)
    await expect(canvas.queryByText(new RegExp(ana.name))).toBeNull()
    await expect(appLocation().pathname).toBe('/login')
  },
}
