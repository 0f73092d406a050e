import { signInAgainPt } from '@conecta/account'
import { makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { mswServer, useMockApi } from '../../test/mswServer'
import { renderRoute } from '../../test/renderRoute'
import { SESSION_UNREACHABLE_TITLE } from '../app/SessionUnreachableNotice'
import { DEMO_API_URL } from '../config/validateEnv'
import { SESSION_ENDED_MESSAGE } from '../navigation/loginMessage'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('AuthenticatedLayout', () => {
  it('given no user, should show a spinner, then replace the entry with /login carrying returnUrl and errorMessage', async () => {
    useMockApi()
    // The answer waits until the spinner has been seen: the route and the
    // fallback's spinner are chunks of their own, so nothing shows at once.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/user`, async () => {
        await answered
        // Nothing returned: the store's own handler answers (401, nobody signed in).
      }),
    )
    const { router } = renderRoute('/profile/security?x=1#y')

    // The router's own spinner may come and go first; the layout's stays while /api/user is held.
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/profile/security')
    answer()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.historyAction).toBe('REPLACE')
    const search = new URLSearchParams(router.state.location.search)
    expect(search.get('returnUrl')).toBe(`${window.location.origin}/profile/security?x=1#y`)
    expect(search.get('errorMessage')).toBe('Você não está autenticado')
    expect(router.state.location.search).toContain(
      'errorMessage=Voc%C3%AA%20n%C3%A3o%20est%C3%A1%20autenticado',
    )
    expect(await screen.findByText('Você não está autenticado')).toBeInTheDocument()
  })

  it('given a 500 on /api/user, should wait under the session notice instead of redirecting', async () => {
    useMockApi({ signedInAs: makeUser() })
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/user`, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    const { router } = renderRoute('/profile')

    expect(await screen.findByText(SESSION_UNREACHABLE_TITLE)).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'A carregar…' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile')
  })

  it('given a 500 on /api/user, after "Tentar novamente", should keep the notice where it is, its button busy, until the server answers', async () => {
    useMockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) })
    let failing = true
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/user`, async () => {
        if (failing) return HttpResponse.json({ message: 'Server Error' }, { status: 500 })
        await answered
        return undefined
      }),
    )
    renderRoute('/profile')
    const title = await screen.findByText(SESSION_UNREACHABLE_TITLE)

    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    // Asking: the same notice, not one that leaves at the tap and comes back.
    expect(title).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveAttribute(
      'aria-busy',
      'true',
    )

    answer()
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Machava' })).toBeInTheDocument()
    expect(screen.queryByText(SESSION_UNREACHABLE_TITLE)).toBeNull()
  })

  it('given a save answered 401 and the sign-in over it cancelled, should replace /profile with /login saying the session ended', async () => {
    useMockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) })
    mswServer.use(
      http.put(`${DEMO_API_URL}/user/profile-information`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    )
    const { router } = renderRoute('/profile')
    await screen.findByRole('heading', { name: 'Olá, Ana Machava' })

    await userEvent.click(screen.getByRole('button', { name: 'Guardar alterações' }))
    const dialog = await screen.findByRole('alertdialog', { name: signInAgainPt.title })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(new URLSearchParams(router.state.location.search).get('errorMessage')).toBe(
      SESSION_ENDED_MESSAGE,
    )
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument()
    expect(window.localStorage.getItem('user-storage')).toBeNull()
  })

  it('given a signed-in user, should show the header, the tabs and the account summary', async () => {
    useMockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) })
    const { container } = renderRoute('/profile?verified=1')

    expect(await screen.findByRole('heading', { name: 'Olá, Ana Machava' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toHaveTextContent('Conecta')
    expect(screen.getByRole('link', { name: 'Conta' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Subscrição' })).toHaveAttribute(
      'href',
      '/profile/subscription',
    )
    expect(screen.getByText(/O seu e-mail foi verificado/)).toBeInTheDocument()
    expect(screen.getByText('ana.machava@example.co.mz')).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('given the help button, should open the support contacts', async () => {
    useMockApi({ signedInAs: makeUser() })
    renderRoute('/profile')

    await userEvent.click(await screen.findByRole('button', { name: 'Ajuda' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Precisa de ajuda?' })
    expect(dialog).toHaveTextContent('suporte@conecta.co.mz')
    // WhatsApp first: where people write, and send a payment's proof.
    const contacts = within(dialog).getAllByRole('listitem')
    expect(contacts.map((item) => item.textContent?.split(':')[0])).toEqual([
      'WhatsApp',
      'Telefone',
      'E-mail',
    ])
    expect(within(contacts[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'https://wa.me/258840000000',
    )
    // Its main button first, then Fechar, as every dialog's; it opens on Fechar.
    const buttons = within(dialog).getAllByRole('button')
    expect(buttons).toHaveLength(2)
    expect(buttons[0]).toHaveAccessibleName('Escrever no WhatsApp')
    expect(buttons[1]).toHaveAccessibleName('Fechar')
    expect(buttons[1]).toHaveFocus()
  })

  it('given an unverified user, should go to /verify-email', async () => {
    useMockApi({ signedInAs: makeUser({ email_verified_at: null }) })
    const { router } = renderRoute('/profile')

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'))
  })

  it('given an unknown tab, should show the not-found page', async () => {
    useMockApi({ signedInAs: makeUser() })
    renderRoute('/profile/nope')

    expect(
      await screen.findByRole('heading', { name: 'Oops! Page Not Found!' }),
    ).toBeInTheDocument()
  })

  it('given "Terminar sessão", should log out and go home', async () => {
    useMockApi({ signedInAs: makeUser() })
    const { router } = renderRoute('/profile')

    await userEvent.click(await screen.findByRole('button', { name: 'Terminar sessão' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('user-storage')).toBeNull()
    // And stays there: the profile being left must not send the signed-out
    // person to /login while the landing page's chunk is still arriving.
    expect(
      await screen.findByRole('heading', { level: 1, name: /paga com M-Pesa/ }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
