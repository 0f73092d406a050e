import { makeUser } from '@conecta/mocks'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { mswServer, useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'
import { DEMO_API_URL } from '../../config/validateEnv'
import { NEUTRAL_LOGIN_MESSAGE, SESSION_ENDED_MESSAGE } from '../../routes/loginMessage'

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
    expect(summary).toHaveFocus()
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

  it('given a signed-in user, should go to /profile', async () => {
    useMockApi({ signedInAs: makeUser() })
    const { router } = renderRoute('/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  })
})
