import { DEFAULT_PASSWORD, makeUser } from '@conecta/mocks'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { mswServer, useMockApi } from '../../test/mswServer'
import { renderRoute } from '../../test/renderRoute'
import { DEMO_API_URL } from '../config/validateEnv'
import { pendingToasts, subscribeToToasts } from '../toast/toastBus'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('start-up', () => {
  it('given CSRF priming answers 500, should replace the whole app with the 503 page', async () => {
    mswServer.use(
      http.get(`${DEMO_API_URL}/sanctum/csrf-cookie`, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    const { loggedErrors } = renderRoute('/login')

    expect(
      await screen.findByRole('heading', { name: 'Website em manutenção!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Motivo' })).toBeDisabled()
    expect(screen.queryByRole('textbox', { name: /e-mail/i })).not.toBeInTheDocument()
    expect(loggedErrors).toEqual(['CSRF priming failed'])
  })

  it('given the 503 page after a failed priming, after "Tentar novamente" once the server is back, should show the page asked for', async () => {
    let primingFails = true
    mswServer.use(
      http.get(`${DEMO_API_URL}/sanctum/csrf-cookie`, () =>
        primingFails
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : new HttpResponse(null, { status: 204 }),
      ),
    )
    renderRoute('/login')
    await screen.findByRole('heading', { name: 'Website em manutenção!' })

    primingFails = false
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Website em manutenção!' })).toBeNull()
  })

  it('given an offline start (priming got no answer), after the connection comes back, should prime again and leave the offline notice', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    let offline = true
    useMockApi()
    mswServer.use(
      http.get(`${DEMO_API_URL}/sanctum/csrf-cookie`, () =>
        offline ? HttpResponse.error() : new HttpResponse(null, { status: 204 }),
      ),
    )
    renderRoute('/login')
    expect(await screen.findByText('Sem ligação')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()

    offline = false
    onLine.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))

    await waitFor(() => expect(screen.queryByText('Sem ligação')).toBeNull())
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Website em manutenção!' })).toBeNull()
  })

  it('given the user fetch fails off the home page, should show the login toast whose Login button goes to /login', async () => {
    useMockApi()
    const { router } = renderRoute('/verify-email')

    const toast = await screen.findByRole('listitem', { name: 'Efectue o login' })
    expect(toast).toHaveTextContent('Você deve efectuar login para ter acesso completo do website!')
    // Radix's notifications region takes pointers only once it has counted the
    // toast, a render after the toast appears (slow under load).
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /^Notificações/ })).not.toHaveStyle({
        pointerEvents: 'none',
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('given the login toast on /login, after signing in to an account whose address is not verified yet, should close it: the person has signed in', async () => {
    const ana = makeUser({ email: 'ana@example.co.mz', email_verified_at: null })
    useMockApi({ users: [ana] })
    const { router } = renderRoute('/login')
    expect(await screen.findByRole('listitem', { name: 'Efectue o login' })).toBeInTheDocument()

    await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), ana.email)
    await userEvent.type(screen.getByLabelText(/^Palavra-passe/), DEFAULT_PASSWORD)
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'))
    await waitFor(() => expect(screen.queryByText('Efectue o login')).not.toBeInTheDocument())
  })

  it("given a heading before the app's (Storybook's, an embedding site's), after a navigation should move focus to the new page's own heading", async () => {
    useMockApi()
    const hostHeading = document.createElement('h1')
    hostHeading.textContent = 'No Preview'
    document.body.prepend(hostHeading)
    onTestFinished(() => hostHeading.remove())
    renderRoute('/login')

    await userEvent.click(await screen.findByRole('link', { name: /Ainda não tem conta/ }))

    const heading = await screen.findByRole('heading', { level: 1, name: 'Criar conta' })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it("given the login toast on /login, should draw it in the page's flow after the form and its links, never over them", async () => {
    useMockApi()
    renderRoute('/login')

    const toast = await screen.findByRole('listitem', { name: 'Efectue o login' })
    const main = screen.getByRole('main')
    expect(main.contains(toast)).toBe(true)
    const lastLink = screen.getByRole('link', { name: /Ainda não tem conta/ })
    // After it in the document: below it on screen, at any text size.
    expect(lastLink.compareDocumentPosition(toast) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByRole('region', { name: /^Notificações/ }).closest('main')).toBe(main)
  })

  it('given the user fetch fails on the home page, should show no toast', async () => {
    useMockApi()
    const { loggedErrors } = renderRoute('/')

    await waitFor(() => expect(loggedErrors).toEqual(['User fetch failed']))
    expect(screen.queryByText('Efectue o login')).not.toBeInTheDocument()
  })

  it('given a visitor who taps "Criar conta grátis" before the home page\'s user fetch is answered, should open the register page without the login toast', async () => {
    useMockApi()
    // A slow network: the home page's fetch is answered only once the visitor has left it.
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    let userFetches = 0
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/user`, async () => {
        userFetches += 1
        await answered
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
      }),
    )
    // The toasts asked for, heard as they are asked (the toast area draws them a download later).
    const toastsAsked: string[] = []
    const stopHearing = subscribeToToasts(() => {
      toastsAsked.push(...pendingToasts().map((toast) => toast.title))
    })
    const { router, loggedErrors } = renderRoute('/')
    await waitFor(() => expect(userFetches).toBe(1))

    await userEvent.click(await screen.findByRole('link', { name: 'Criar conta grátis' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Criar conta' }),
    ).toBeInTheDocument()
    answer()

    // The toast would be asked for in the same step as the error is logged.
    await waitFor(() => expect(loggedErrors).toEqual(['User fetch failed']))
    stopHearing()
    expect(router.state.location.pathname).toBe('/register')
    expect(toastsAsked).toEqual([])
  })

  it('given "Terminar sessão" pressed on /verify-email while the start-up user fetch is on its way, should go home without the login toast', async () => {
    useMockApi({ signedInAs: makeUser({ email_verified_at: null }) })
    // A slow network: the start-up user fetch is held until the log-out has its
    // answer. The session client sends it again after the log-out (its cookie
    // predates it), so it is answered 401: what the person asked for.
    let logoutAnswered: () => void = () => {}
    const loggedOut = new Promise<void>((resolve) => {
      logoutAnswered = resolve
    })
    const userFetches: number[] = []
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/user`, async () => {
        userFetches.push(Date.now())
        await loggedOut
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
      }),
      http.post(`${DEMO_API_URL}/logout`, () => {
        setTimeout(logoutAnswered, 0)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { router } = renderRoute('/verify-email')

    await userEvent.click(await screen.findByRole('button', { name: 'Terminar sessão' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: /paga com M-Pesa/ }),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    await waitFor(() => expect(userFetches.length).toBeGreaterThan(0))
    // The held fetch's answer has had every chance to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByText('Efectue o login')).not.toBeInTheDocument()
  })
})
