import { createSignInAgainCalls, type SignInAgainResult, signInAgainPt } from '@conecta/account'
import { makeUser, twoFactorCodeAt } from '@conecta/mocks'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { mswServer, useMockApi } from '../../test/mswServer'
import { apiClient } from '../api/apiClient'
import { DEMO_API_URL } from '../config/validateEnv'
import { SignInAgainDialog } from './SignInAgainDialog'
import { type SignInAgainPrompt, serveSignInAgain } from './signInAgainPrompt'

// The dialog on its own, over the mock API: its real calls go through the
// app's client, so what it sends is what a backend would get.

const appCalls = createSignInAgainCalls(apiClient)

const ANA_EMAIL = 'ana@example.co.mz'
const SECRET = 'JBSWY3DPEHPK3PXP'

const ana = (overrides: Parameters<typeof makeUser>[0] = {}) =>
  makeUser({ id: 1, name: 'Ana Machava', email: ANA_EMAIL, ...overrides })
const joao = () => makeUser({ id: 2, name: 'João Tembe', email: 'joao@example.co.mz' })

interface SentCall {
  call: string
  body: unknown
}

/**
 * Every API call from now on, as 'METHOD /path' with its JSON body. Added
 * last, it sees each call first and hands it on to the handlers before it.
 */
function recordCalls() {
  const sent: SentCall[] = []
  mswServer.use(
    http.all(`${DEMO_API_URL}/*`, async ({ request }) => {
      const text = request.method === 'GET' ? '' : await request.clone().text()
      let body: unknown = null
      try {
        body = text === '' ? null : JSON.parse(text)
      } catch {
        body = text
      }
      sent.push({ call: `${request.method} ${new URL(request.url).pathname}`, body })
      // Nothing returned: the next handler answers.
    }),
  )
  const calls = () => sent.map((each) => each.call).filter((call) => !call.endsWith('/csrf-cookie'))
  const bodiesOf = (call: string) =>
    sent.filter((each) => each.call === call).map((each) => each.body)
  return { calls, bodiesOf }
}

function renderDialog(heldUserId: number | string = 1) {
  const onSettled = vi.fn<(result: SignInAgainResult) => void>()
  // The app's client, as its host's session gives it.
  const view = render(
    <SignInAgainDialog heldUserId={heldUserId} onSettled={onSettled} calls={appCalls} />,
  )
  const dialog = screen.getByRole('alertdialog', { name: signInAgainPt.title })
  return { ...view, dialog, onSettled }
}

const emailField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /E-mail/ })
const passwordField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Palavra-passe/)

async function typeCredentials(dialog: HTMLElement, email: string, password: string) {
  await userEvent.type(emailField(dialog), email)
  await userEvent.type(passwordField(dialog), password)
}

describe('SignInAgainDialog', () => {
  it('given it opens, should be an alertdialog titled for the ended session, naming nobody, on an empty e-mail field', async () => {
    useMockApi({ users: [ana()], ambient: true })
    const { calls } = recordCalls()
    const { dialog, onSettled } = renderDialog()

    expect(dialog).toHaveAccessibleName(signInAgainPt.title)
    expect(signInAgainPt.title).toBe('A sua sessão terminou')
    expect(dialog).toHaveAccessibleDescription(signInAgainPt.description)
    const email = emailField(dialog)
    expect(email).toHaveValue('')
    await waitFor(() => expect(email).toHaveFocus())
    expect(passwordField(dialog)).toHaveValue('')
    // The phone may be shared: nothing says whose form is under the dialog.
    expect(dialog).not.toHaveTextContent(/Ana|Machava|ana@example/)
    // After the fields (and the show-password button), Entrar, then Cancelar.
    const [confirm, cancel] = within(dialog).getAllByRole('button').slice(-2)
    expect(confirm).toHaveAccessibleName('Entrar')
    expect(cancel).toHaveAccessibleName('Cancelar')
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await expectNoAxeViolations(document.body)
    expect(calls()).toEqual([])
    expect(onSettled).not.toHaveBeenCalled()
  })

  it('given nothing typed, should ask for the e-mail and password beside the fields, without calling the server', async () => {
    useMockApi({ users: [ana()], ambient: true })
    const { calls } = recordCalls()
    const { dialog, onSettled } = renderDialog()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))

    expect(emailField(dialog)).toHaveAccessibleDescription(/Introduza o seu e-mail\./)
    expect(passwordField(dialog)).toHaveAccessibleDescription(/Introduza a sua palavra-passe\./)
    expect(emailField(dialog)).toHaveFocus()
    expect(calls()).toEqual([])
    expect(onSettled).not.toHaveBeenCalled()
  })

  it('given a wrong password (422), should say so beside the e-mail field and keep what was typed there', async () => {
    useMockApi({ users: [ana()], ambient: true })
    const { calls } = recordCalls()
    const { dialog, onSettled } = renderDialog()

    await typeCredentials(dialog, ANA_EMAIL, 'errada-123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))

    const email = emailField(dialog)
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/E-mail ou palavra-passe incorrectos\./),
    )
    expect(email).toHaveValue(ANA_EMAIL)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveFocus()
    expect(screen.getByRole('alertdialog', { name: signInAgainPt.title })).toBe(dialog)
    expect(onSettled).not.toHaveBeenCalled()
    expect(calls()).toEqual(['POST /login'])
    await expectNoAxeViolations(document.body)
  })

  it('given the same person, should confirm the password just typed and settle once with them', async () => {
    useMockApi({ users: [ana({ password: 'a-minha-senha' })], ambient: true })
    const { calls, bodiesOf } = recordCalls()
    const { dialog, onSettled } = renderDialog(1)

    await typeCredentials(dialog, ANA_EMAIL, 'a-minha-senha')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))

    await waitFor(() => expect(onSettled).toHaveBeenCalled())
    expect(onSettled).toHaveBeenCalledTimes(1)
    expect(onSettled).toHaveBeenCalledWith({
      person: 'same',
      user: expect.objectContaining({
        user: expect.objectContaining({ id: 1, email: ANA_EMAIL }),
      }),
    })
    expect(calls()).toEqual(['POST /login', 'GET /api/user', 'POST /user/confirm-password'])
    expect(bodiesOf('POST /login')).toEqual([
      { email: ANA_EMAIL, password: 'a-minha-senha', remember: false },
    ])
    expect(bodiesOf('POST /user/confirm-password')).toEqual([{ password: 'a-minha-senha' }])
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  // The view's comment promises it ("A form, so that Enter in a field signs in as the button
  // does"), but the form holds two fields that block implicit submission (e-mail, password)
  // and no submit button (Entrar is the dialog's, outside the form): by the HTML spec, which
  // browsers and user-event follow, Enter then submits nothing.
  it('given the e-mail and password typed, after Enter in the password field, should sign in as Entrar does', async () => {
    useMockApi({ users: [ana()], ambient: true })
    const { calls } = recordCalls()
    const { dialog, onSettled } = renderDialog(1)

    await typeCredentials(dialog, ANA_EMAIL, 'password{Enter}')

    await waitFor(() => expect(calls()).toContain('POST /login'))
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1))
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ person: 'same' }))
  })

  it('given another person, should settle with other, and confirm no password', async () => {
    useMockApi({ users: [ana(), joao()], ambient: true })
    const { calls } = recordCalls()
    const { dialog, onSettled } = renderDialog(1)

    await typeCredentials(dialog, 'joao@example.co.mz', 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))

    await waitFor(() => expect(onSettled).toHaveBeenCalled())
    expect(onSettled).toHaveBeenCalledTimes(1)
    expect(onSettled).toHaveBeenCalledWith({ person: 'other' })
    expect(calls()).toEqual(['POST /login', 'GET /api/user'])
    expect(calls()).not.toContain('POST /user/confirm-password')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('after Cancelar, should settle with nobody, with no call made', async () => {
    useMockApi({ users: [ana()], ambient: true })
    const { calls } = recordCalls()
    const { dialog, onSettled } = renderDialog()

    await userEvent.type(emailField(dialog), ANA_EMAIL)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    expect(onSettled).toHaveBeenCalledTimes(1)
    expect(onSettled).toHaveBeenCalledWith({ person: 'nobody' })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(calls()).toEqual([])
  })

  it('given no answer to who signed in, should say so and ask again on Tentar novamente, without signing in again', async () => {
    useMockApi({ users: [ana()], ambient: true })
    mswServer.use(http.get(`${DEMO_API_URL}/api/user`, () => HttpResponse.error(), { once: true }))
    const { calls } = recordCalls()
    const { dialog, onSettled } = renderDialog()

    await typeCredentials(dialog, ANA_EMAIL, 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Não foi possível ligar ao servidor/,
    )
    expect(onSettled).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }))

    await waitFor(() => expect(onSettled).toHaveBeenCalled())
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ person: 'same' }))
    expect(calls()).toEqual([
      'POST /login',
      'GET /api/user',
      'GET /api/user',
      'POST /user/confirm-password',
    ])
  })

  it('given two-factor on, should ask for the code with the focus on it, send it without its spaces, then settle as the same person', async () => {
    const { store } = useMockApi({
      users: [
        ana({ two_factor_secret: SECRET, two_factor_confirmed_at: '2025-02-01T10:00:00.000Z' }),
      ],
      ambient: true,
    })
    const { calls, bodiesOf } = recordCalls()
    const { dialog, onSettled } = renderDialog(1)

    await typeCredentials(dialog, ANA_EMAIL, 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))

    const field = await within(dialog).findByRole('textbox', { name: /Código de autenticação/ })
    await waitFor(() => expect(field).toHaveFocus())
    expect(dialog).toHaveAccessibleDescription(signInAgainPt.twoFactorDescription)
    expect(screen.getByRole('alertdialog', { name: signInAgainPt.title })).toBe(dialog)
    expect(onSettled).not.toHaveBeenCalled()
    await expectNoAxeViolations(document.body)

    const code = twoFactorCodeAt(SECRET, store.now())
    await userEvent.type(field, ` ${code.slice(0, 3)} ${code.slice(3)} `)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    await waitFor(() => expect(onSettled).toHaveBeenCalled())
    expect(bodiesOf('POST /two-factor-challenge')).toEqual([{ code }])
    expect(onSettled).toHaveBeenCalledTimes(1)
    expect(onSettled).toHaveBeenCalledWith({
      person: 'same',
      user: expect.objectContaining({ user: expect.objectContaining({ id: 1 }) }),
    })
    expect(calls()).toEqual([
      'POST /login',
      'POST /two-factor-challenge',
      'GET /api/user',
      'POST /user/confirm-password',
    ])
    expect(bodiesOf('POST /user/confirm-password')).toEqual([{ password: 'password' }])
  })

  it('given the two-factor step, after Voltar, should show the e-mail sent, and after Cancelar there, settle with nobody', async () => {
    useMockApi({
      users: [
        ana({ two_factor_secret: SECRET, two_factor_confirmed_at: '2025-02-01T10:00:00.000Z' }),
      ],
      ambient: true,
    })
    const { dialog, onSettled } = renderDialog(1)

    await typeCredentials(dialog, ANA_EMAIL, 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
    await within(dialog).findByRole('textbox', { name: /Código de autenticação/ })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }))

    expect(emailField(dialog)).toHaveValue(ANA_EMAIL)
    expect(passwordField(dialog)).toHaveValue('')

    await userEvent.type(passwordField(dialog), 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
    await within(dialog).findByRole('textbox', { name: /Código de autenticação/ })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    expect(onSettled).toHaveBeenCalledTimes(1)
    expect(onSettled).toHaveBeenCalledWith({ person: 'nobody' })
  })

  // Opened as the app opens it: a form's call answered 401 asks through the client, and the
  // dialog's answer settles that question (as SignInAgainHost does). The dialog's own
  // POST /user/confirm-password then goes through the same client while the question is
  // still open; answered 401, the client joins it to that open question and waits for the
  // dialog's answer, which waits for that call: the dialog stays in `confirming`, its
  // buttons busy, and nothing closes it.
  it('given it was opened by a form answered 401, after the same person signs in, should settle even if the confirmation of the password is answered 401', async () => {
    useMockApi({ users: [ana()], ambient: true })
    let served: SignInAgainPrompt | null = null
    const stop = serveSignInAgain((prompt) => {
      served = prompt
    })
    onTestFinished(stop)
    const formCall = apiClient
      .put('/user/profile-information', { body: { name: 'Ana Machava', email: ANA_EMAIL } })
      .then(
        () => 'sent',
        (error: unknown) => error,
      )
    await waitFor(() => expect(served).not.toBeNull())
    const onSettled = vi.fn((result: SignInAgainResult) => {
      served?.settle(result.person === 'nobody' ? 'cancelled' : result.person)
    })
    render(<SignInAgainDialog heldUserId={1} onSettled={onSettled} calls={appCalls} />)
    const dialog = screen.getByRole('alertdialog', { name: signInAgainPt.title })
    mswServer.use(
      http.post(
        `${DEMO_API_URL}/user/confirm-password`,
        () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        { once: true },
      ),
    )
    const { calls } = recordCalls()

    await typeCredentials(dialog, ANA_EMAIL, 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))

    await waitFor(() => expect(calls()).toContain('POST /user/confirm-password'))
    // The machine ends `same` whatever the confirmation's failure: the call sent again then
    // asks for the password itself.
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1))
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ person: 'same' }))
    await formCall
    expect(calls()).toContain('PUT /user/profile-information')
  })
})
