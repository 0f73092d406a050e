import { endOtherSessionsPt, passwordResetPt } from '@conecta/account'
import { addBrowserSession, type MockStore, makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { mswServer, useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'
import { forgetMissingFeatures } from '../../api/backendFeatures'
import { DEMO_API_URL } from '../../config/validateEnv'
import { passwordResetPath } from '../../navigation/paths'

const { label: END_OTHER_SESSIONS_LABEL, ended: OTHER_SESSIONS_ENDED } = endOtherSessionsPt
const PASSWORD_CHANGED_MESSAGE = passwordResetPt.changed

const ana = makeUser({ email: 'ana@example.co.mz' })
const TOKEN = 'c0d1g0-d0-ema1l'

/** A live reset token for Ana, and a phone where she is still signed in. */
function seed(store: MockStore) {
  store.passwordResets.set(ana.email, { email: ana.email, token: TOKEN, createdAt: store.now() })
  addBrowserSession(store, {
    userId: ana.id,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    ipAddress: '197.218.4.2',
  })
}

/** The bodies of every `POST /reset-password` sent from now on. */
function recordResets(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/reset-password') return
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => bodies.push(body))
  }
  mswServer.events.on('request:start', listener)
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', listener)
  })
  return bodies
}

async function chooseNewPassword({ endSessions = false } = {}) {
  await userEvent.type(await screen.findByLabelText(/^Nova palavra-passe/), 'nova-senha-1')
  await userEvent.type(screen.getByLabelText(/^Confirmar nova palavra-passe/), 'nova-senha-1')
  if (endSessions) {
    await userEvent.click(await screen.findByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL }))
  }
  await userEvent.click(screen.getByRole('button', { name: 'Guardar palavra-passe' }))
}

// A 404 is remembered for as long as the page lives; each case is a new backend.
afterEach(() => forgetMissingFeatures())

describe('PasswordResetPage', () => {
  it('given a backend with sessions (its list answers 401 to a visitor), should offer to end them, unticked', async () => {
    useMockApi({ users: [ana] }, {})
    const { container } = renderRoute(passwordResetPath(TOKEN, ana.email))

    const box = await screen.findByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL })
    expect(box).not.toBeChecked()
    await expectNoAxeViolations(container)
  })

  it('given the box ticked, should send logout_other_devices, end every session of the person and say so on the login', async () => {
    const { store } = useMockApi({ users: [ana] }, {})
    seed(store)
    const bodies = recordResets()
    const { router } = renderRoute(passwordResetPath(TOKEN, ana.email))

    await chooseNewPassword({ endSessions: true })

    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(
      screen.getByText(`${PASSWORD_CHANGED_MESSAGE} ${OTHER_SESSIONS_ENDED}`),
    ).toBeInTheDocument()
    expect(bodies).toEqual([expect.objectContaining({ logout_other_devices: true })])
    expect(store.users.get(ana.id)?.password).toBe('nova-senha-1')
    expect(store.sessionsOf(ana.id)).toEqual([])
  })

  it('given the box left unticked, should send no logout_other_devices and leave the sessions', async () => {
    const { store } = useMockApi({ users: [ana] }, {})
    seed(store)
    const bodies = recordResets()
    renderRoute(passwordResetPath(TOKEN, ana.email))
    await screen.findByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL })

    await chooseNewPassword()

    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).not.toHaveProperty('logout_other_devices')
    expect(store.sessionsOf(ana.id)).toHaveLength(1)
  })

  it('given a backend without the session routes (404), should not offer it and reset as before', async () => {
    const { store } = useMockApi({ users: [ana] }, { features: { browserSessions: false } })
    seed(store)
    const bodies = recordResets()
    renderRoute(passwordResetPath(TOKEN, ana.email))
    const form = (await screen.findByRole('button', { name: 'Guardar palavra-passe' })).closest(
      'form',
    ) as HTMLFormElement

    await waitFor(() => expect(within(form).queryByLabelText(END_OTHER_SESSIONS_LABEL)).toBeNull())
    await chooseNewPassword()

    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument()
    expect(bodies[0]).not.toHaveProperty('logout_other_devices')
  })

  it('given no answer to the question (a server error), should not offer it', async () => {
    useMockApi({ users: [ana] }, {})
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/user/sessions`, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    renderRoute(passwordResetPath(TOKEN, ana.email))
    const form = (await screen.findByRole('button', { name: 'Guardar palavra-passe' })).closest(
      'form',
    ) as HTMLFormElement

    await waitFor(() => expect(within(form).queryByLabelText(END_OTHER_SESSIONS_LABEL)).toBeNull())
  })

  it('after a wrong link, should keep what was typed and the box as it was', async () => {
    useMockApi({ users: [ana] }, {})
    renderRoute(passwordResetPath(TOKEN, ana.email))

    await chooseNewPassword({ endSessions: true })

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })

    // The summary takes the focus in an effect, after it is drawn.

    await waitFor(() => expect(summary).toHaveFocus())
    expect(screen.getByLabelText(/^Nova palavra-passe/)).toHaveValue('nova-senha-1')
    expect(screen.getByLabelText(/^Confirmar nova palavra-passe/)).toHaveValue('nova-senha-1')
    expect(screen.getByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL })).toBeChecked()
  })
})
