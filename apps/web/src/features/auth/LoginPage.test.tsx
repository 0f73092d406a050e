import {
  type createMockStore,
  makeUser,
  TWO_FACTOR_MAX_ATTEMPTS,
  twoFactorCodeAt,
} from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { holdUserFetch, mswServer, recordCalls, useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'
import { DEMO_API_URL } from '../../config/validateEnv'
import { NEUTRAL_LOGIN_MESSAGE, SESSION_ENDED_MESSAGE } from '../../navigation/loginMessage'

afterEach(() => {
  vi.restoreAllMocks()
})

async function fillIn(email: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), email)
  await userEvent.type(screen.getByLabelText(/^Palavra-passe/), password)
}

describe('LoginPage', () => {
  it('given wrong credentials, after submit, should keep what was typed and show the message beside the field and in the summary', async () => {
    useMockApi({ users: [makeUser({ email: 'ana@example.co.mz' })] })
    const { container } = renderRoute('/login')

    await fillIn('ana@example.co.mz', 'errada123')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }))
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
    // The summary takes the focus in an effect, after it is drawn.

    await waitFor(() => expect(summary).toHaveFocus())
    expect(summary).toHaveTextContent('E-mail ou palavra-passe incorrectos.')
    const email = screen.getByRole('textbox', { name: /E-mail/ })
    expect(email).toHaveAccessibleDescription(/E-mail ou palavra-passe incorrectos\./)
    expect(email).toHaveValue('ana@example.co.mz')
    expect(screen.getByLabelText(/^Palavra-passe/)).toHaveValue('errada123')
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked()
    await expectNoAxeViolations(container)
  })

  it('given the right credentials and a same-origin returnUrl, should sign in and go there', async () => {
    useMockApi({ users: [makeUser({ email: 'ana@example.co.mz' })], ambient: true })
    const returnUrl = encodeURIComponent(`${window.location.origin}/profile/security`)
    const { router } = renderRoute(`/login?returnUrl=${returnUrl}`)

    await fillIn('ana@example.co.mz', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/security'))
  })

  it('given a returnUrl on another origin, after signing in, should go to /profile instead', async () => {
    useMockApi({ users: [makeUser({ email: 'ana@example.co.mz' })], ambient: true })
    const { router } = renderRoute(`/login?returnUrl=${encodeURIComponent('//evil.example/x')}`)

    await fillIn('ana@example.co.mz', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  })

  it('given markup or foreign words in errorMessage, should show only the neutral default', async () => {
    useMockApi()
    const { container } = renderRoute(
      `/login?errorMessage=${encodeURIComponent('<img src=x onerror=alert(1)>Conta suspensa')}`,
    )
    expect(await screen.findByText(NEUTRAL_LOGIN_MESSAGE)).toBeInTheDocument()
    expect(screen.queryByText(/Conta suspensa/)).toBeNull()
    expect(container.querySelector('img')).toBeNull()
  })

  it('given the session-ended code of the app, should say the session ended', async () => {
    useMockApi()
    renderRoute(`/login?errorMessage=${encodeURIComponent(SESSION_ENDED_MESSAGE)}`)
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument()
  })

  it('given a 429 with Retry-After, should say when to try again', async () => {
    useMockApi()
    mswServer.use(
      http.post(`${DEMO_API_URL}/login`, () =>
        HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': '37' } },
        ),
      ),
    )
    renderRoute('/login')
    await fillIn('ana@example.co.mz', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(
      await screen.findByText('Demasiadas tentativas. Tente novamente dentro de 37 segundos.'),
    ).toBeInTheDocument()
  })

  it('given a network failure, should explain it and let the same values be sent again', async () => {
    useMockApi({ users: [makeUser({ email: 'ana@example.co.mz' })], ambient: true })
    mswServer.use(http.post(`${DEMO_API_URL}/login`, () => HttpResponse.error(), { once: true }))
    const { router } = renderRoute('/login')

    await fillIn('ana@example.co.mz', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByText(/Verifique a sua ligação à internet/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  })

  it('given a signed-in user, should stay, name nobody, and offer the two ways on (docs/product.md#someone-else-signed-in)', async () => {
    useMockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) })
    const { router, container } = renderRoute('/login')

    const onward = await screen.findByRole('link', { name: 'Continuar com essa sessão' })
    await waitFor(() => expect(onward).toBeVisible())
    expect(screen.getByText('Ao entrar com outra conta, essa sessão termina.')).toBeVisible()
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('')
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.queryByText(/Ana/)).toBeNull()
    // The header offers that session too, not "Entrar" and "Criar conta".
    const header = within(screen.getByRole('navigation', { name: 'Conta' }))
    expect(header.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile')
    expect(header.queryByRole('link', { name: 'Criar conta' })).toBeNull()
    await expectNoAxeViolations(container)

    await userEvent.click(onward)
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  })

  it('given nobody signed in, should not offer a session', async () => {
    useMockApi({})
    renderRoute('/login')
    await screen.findByRole('textbox', { name: /E-mail/ })
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Continuar com essa sessão' })).toBeNull(),
    )
    const header = within(screen.getByRole('navigation', { name: 'Conta' }))
    expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
    expect(header.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register')
    expect(header.queryByRole('link', { name: 'Perfil' })).toBeNull()
  })

  describe('given someone else signed in on this phone (docs/product.md#someone-else-signed-in)', () => {
    const ana = makeUser({ email: 'ana@example.co.mz', name: 'Ana Machava' })
    const bento = makeUser({ id: 2, email: 'bento@example.co.mz', name: 'Bento Sitoe' })

    it('after the person has begun to type, should keep the form and what was typed, and say what signing in will do', async () => {
      useMockApi({ users: [ana, bento], signedInAs: ana })
      const openUserFetch = holdUserFetch()
      const { router, container } = renderRoute('/login')

      await fillIn('bento@example.co.mz', 'pass')
      openUserFetch()

      expect(
        await screen.findByText('Este telemóvel já tem uma sessão iniciada'),
      ).toBeInTheDocument()
      expect(
        screen.getByText('Ao entrar com outra conta, essa sessão termina.'),
      ).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/login')
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('bento@example.co.mz')
      expect(screen.getByLabelText(/^Palavra-passe/)).toHaveValue('pass')
      // Nobody is named: the session may be someone else's.
      expect(screen.queryByText(/Ana/)).toBeNull()
      expect(screen.getByRole('link', { name: 'Continuar com essa sessão' })).toHaveAttribute(
        'href',
        '/profile',
      )
      await expectNoAxeViolations(container)
    })

    it('after Entrar, should end that session first, then sign this person in', async () => {
      useMockApi({ users: [ana, bento], signedInAs: ana })
      const openUserFetch = holdUserFetch()
      const calls = recordCalls()
      const { router } = renderRoute('/login')

      await fillIn('bento@example.co.mz', 'password')
      await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
      // Sent before the start-up knew who is signed in, the login waits for it.
      expect(calls).not.toContain('POST /login')
      openUserFetch()

      await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
      expect(await screen.findByDisplayValue('Bento Sitoe')).toBeInTheDocument()
      expect(screen.queryByDisplayValue('Ana Machava')).toBeNull()
      const logout = calls.indexOf('POST /logout')
      expect(logout).toBeGreaterThan(calls.indexOf('GET /api/user'))
      expect(calls.indexOf('POST /login')).toBeGreaterThan(logout)
    })

    it('given no connection when ending that session, should send nothing else, say so, and sign in on the next Entrar', async () => {
      useMockApi({ users: [ana, bento], signedInAs: ana })
      mswServer.use(http.post(`${DEMO_API_URL}/logout`, () => HttpResponse.error(), { once: true }))
      const openUserFetch = holdUserFetch()
      const calls = recordCalls()
      const { router } = renderRoute('/login')
      await fillIn('bento@example.co.mz', 'password')
      openUserFetch()
      expect(
        await screen.findByText('Ao entrar com outra conta, essa sessão termina.'),
      ).toBeInTheDocument()

      await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
      expect(await screen.findByText(/Verifique a sua ligação à internet/)).toBeInTheDocument()
      expect(calls).not.toContain('POST /login')
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('bento@example.co.mz')

      await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
      expect(await screen.findByDisplayValue('Bento Sitoe')).toBeInTheDocument()
    })
  })

  describe('given an account with two-factor on', () => {
    const SECRET = 'JBSWY3DPEHPK3PXP'
    const RECOVERY = 'AbCdEfGhIj-KlMnOpQrSt'
    const ana = () =>
      makeUser({
        email: 'ana@example.co.mz',
        two_factor_secret: SECRET,
        two_factor_confirmed_at: '2025-02-01T10:00:00.000Z',
        two_factor_recovery_codes: [RECOVERY, 'ZyXwVuTsRq-PoNmLkJiHg'],
      })
    const codeNow = (store: ReturnType<typeof createMockStore>) =>
      twoFactorCodeAt(SECRET, store.now())
    /** Every call the page makes, in order. */
    function recordCalls() {
      const calls: string[] = []
      mswServer.events.on('request:start', ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`)
      })
      return calls
    }
    afterEach(() => mswServer.events.removeAllListeners())

    async function reachChallenge() {
      await fillIn('ana@example.co.mz', 'password')
      await userEvent.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }))
      await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
      return screen.findByRole('textbox', { name: /Código de autenticação/ })
    }

    it('after the password, should ask for the code in a numeric one-time-code field, in focus, without asking who is signed in', async () => {
      useMockApi({ users: [ana()] })
      const calls = recordCalls()
      const { container, router } = renderRoute('/login')

      const code = await reachChallenge()

      expect(
        screen.getByRole('heading', { level: 1, name: 'Verificação em dois passos' }),
      ).toBeInTheDocument()
      expect(code).toHaveFocus()
      expect(code).toHaveAttribute('inputmode', 'numeric')
      expect(code).toHaveAttribute('autocomplete', 'one-time-code')
      expect(screen.queryByLabelText(/^Palavra-passe/)).toBeNull()
      expect(router.state.location.pathname).toBe('/login')
      // The start-up's own question aside, /api/user waits for the challenge.
      expect(calls.filter((call) => call === 'GET /api/user')).toHaveLength(1)
      await expectNoAxeViolations(container)
    })

    it('given the login prompt shown on /login, once the password is right, should take it away while the code is asked (docs/product.md#two-factor-sign-in)', async () => {
      useMockApi({ users: [ana()] })
      renderRoute('/login')
      expect(await screen.findByRole('listitem', { name: 'Efectue o login' })).toBeInTheDocument()

      await reachChallenge()
      await waitFor(() =>
        expect(screen.queryByRole('listitem', { name: 'Efectue o login' })).toBeNull(),
      )
    })

    it('given a pasted code with spaces, should send the 6 digits, sign in with "remember" kept and go to the returnUrl', async () => {
      const { store } = useMockApi({ users: [ana()] })
      const challenges: unknown[] = []
      mswServer.events.on('request:start', async ({ request }) => {
        if (new URL(request.url).pathname === '/two-factor-challenge') {
          challenges.push(await request.clone().json())
        }
      })
      const returnUrl = encodeURIComponent(`${window.location.origin}/profile/subscription`)
      const { router } = renderRoute(`/login?returnUrl=${returnUrl}`)

      const code = await reachChallenge()
      const digits = codeNow(store)
      const pasted = ` ${digits.slice(0, 3)} ${digits.slice(3)} `
      await userEvent.paste(pasted)
      // The field keeps what was pasted; the spaces are left out of what is sent.
      expect(code).toHaveValue(pasted)
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

      await waitFor(() => expect(router.state.location.pathname).toBe('/profile/subscription'))
      expect(challenges).toEqual([{ code: digits }])
      const session = [...store.sessions.values()].find((candidate) => candidate.userId === 1)
      expect(session?.remember).toBe(true)
    })

    it('given a wrong code, should say so in Portuguese beside the field and in the summary, keep the step, and not sign in', async () => {
      useMockApi({ users: [ana()] })
      const calls = recordCalls()
      const { container, router } = renderRoute('/login')

      await reachChallenge()
      await userEvent.type(
        screen.getByRole('textbox', { name: /Código de autenticação/ }),
        '000000',
      )
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

      const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
      // The summary takes the focus in an effect, after it is drawn.

      await waitFor(() => expect(summary).toHaveFocus())
      const message =
        'O código não é válido. Introduza o código que a aplicação de autenticação mostra agora.'
      expect(summary).toHaveTextContent(message)
      const code = screen.getByRole('textbox', { name: /Código de autenticação/ })
      expect(code).toHaveAccessibleDescription(`Erro: ${message}`)
      expect(code).toHaveValue('000000')
      expect(router.state.location.pathname).toBe('/login')
      expect(calls.filter((call) => call === 'GET /api/user')).toHaveLength(1)
      await expectNoAxeViolations(container)
    })

    it('given fewer than 6 digits, should ask for them without calling the server', async () => {
      useMockApi({ users: [ana()] })
      const calls = recordCalls()
      renderRoute('/login')

      await reachChallenge()
      await userEvent.type(screen.getByRole('textbox', { name: /Código de autenticação/ }), '12345')
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

      expect(
        await screen.findByRole('region', { name: 'Não foi possível continuar' }),
      ).toHaveTextContent('Introduza os 6 algarismos que a aplicação de autenticação mostra.')
      expect(calls).not.toContain('POST /two-factor-challenge')
    })

    it('after too many tries (429), should say in how many seconds to try again', async () => {
      useMockApi({ users: [ana()] })
      renderRoute('/login')
      const code = await reachChallenge()

      for (let attempt = 1; attempt <= TWO_FACTOR_MAX_ATTEMPTS + 1; attempt += 1) {
        await userEvent.clear(code)
        await userEvent.type(code, '000000')
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
        await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled())
      }

      expect(
        await screen.findByText(
          /^Demasiadas tentativas\. Tente novamente dentro de \d+ segundos\.$/,
        ),
      ).toBeInTheDocument()
    })

    it('behind "Usar um código de recuperação", should sign in with a pasted recovery code, which is then used up', async () => {
      const { store } = useMockApi({ users: [ana()] })
      const { router } = renderRoute('/login')
      await reachChallenge()

      await userEvent.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }))
      const field = screen.getByRole('textbox', { name: /Código de recuperação/ })
      expect(field).toHaveFocus()
      await userEvent.paste(`${RECOVERY}\n`)
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
      expect(store.users.get(1)?.two_factor_recovery_codes).not.toContain(RECOVERY)
    })

    it('given a recovery code already used, should say it is not valid or already used', async () => {
      useMockApi({ users: [ana()] })
      renderRoute('/login')
      await reachChallenge()

      await userEvent.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }))
      await userEvent.type(
        screen.getByRole('textbox', { name: /Código de recuperação/ }),
        'usado-ja',
      )
      await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

      expect(
        await screen.findByRole('region', { name: 'Não foi possível continuar' }),
      ).toHaveTextContent('Este código de recuperação não é válido ou já foi usado.')
    })

    it('after "Voltar", should show the password step again with the e-mail kept and the password in focus', async () => {
      useMockApi({ users: [ana()] })
      const calls = recordCalls()
      renderRoute('/login')
      await reachChallenge()

      await userEvent.click(screen.getByRole('button', { name: 'Voltar' }))

      const password = await screen.findByLabelText(/^Palavra-passe/)
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@example.co.mz')
      expect(password).toHaveFocus()
      expect(password).toHaveValue('')
      expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked()
      expect(calls.filter((call) => call === 'GET /api/user')).toHaveLength(1)
    })
  })
})
