import { browserSessionsPt, endOtherSessionsPt, passwordChangePt } from '@conecta/account'
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
import { ACCOUNT_DELETED_TITLE } from './DeleteAccountSection'

const PASSWORD_CHANGED_MESSAGE = passwordChangePt.changed
const BROWSER_SESSIONS_TITLE = browserSessionsPt.title

const { label: END_OTHER_SESSIONS_LABEL, ended: OTHER_SESSIONS_ENDED } = endOtherSessionsPt

async function fillPasswords(
  current: string,
  next: string,
  confirmation = next,
  { endOthers = false } = {},
) {
  const form = await screen.findByRole('region', { name: 'Alterar palavra-passe' })
  await userEvent.type(within(form).getByLabelText(/^Palavra-passe actual/), current)
  await userEvent.type(within(form).getByLabelText(/^Nova palavra-passe/), next)
  await userEvent.type(within(form).getByLabelText(/^Confirmar nova palavra-passe/), confirmation)
  if (endOthers) {
    await userEvent.click(
      await within(form).findByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL }),
    )
  }
  await userEvent.click(within(form).getByRole('button', { name: 'Alterar palavra-passe' }))
  return form
}

/** The bodies of every `PUT /user/password` sent from now on. */
function recordPasswordChanges(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'PUT' || new URL(request.url).pathname !== '/user/password') return
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

/** A phone besides this browser, signed in to the same account. */
function addPhone(store: MockStore) {
  addBrowserSession(store, {
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    ipAddress: '197.218.4.2',
    minutesAgo: 5,
  })
}

/**
 * The next call to `method path` answered as Laravel's throttle does once the
 * person's wrong passwords are spent (docs/api-contract.md#password-confirmation):
 * 429 with `Retry-After`; the calls after it reach the demo API again.
 */
function throttleOnce(method: 'put' | 'delete' | 'post', path: string, retryAfter = 42) {
  mswServer.use(
    http[method](
      `${DEMO_API_URL}${path}`,
      () =>
        HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': String(retryAfter) } },
        ),
      { once: true },
    ),
  )
}

// A 404 on the sessions list is remembered for as long as the page lives; each case is a new backend.
afterEach(() => forgetMissingFeatures())

const WAIT_42 = 'Demasiadas tentativas. Tente novamente dentro de 42 segundos.'

async function openDeleteDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar conta' }))
  return screen.findByRole('alertdialog', { name: 'Eliminar a sua conta?' })
}

describe('SecurityTab', () => {
  it('given the right current password, after submit, should confirm and clear the fields', async () => {
    const { store } = useMockApi({ signedInAs: makeUser() })
    const { container } = renderRoute('/profile/security')

    const form = await fillPasswords('password', 'nova-senha-123')

    const changed = await within(form).findByText(PASSWORD_CHANGED_MESSAGE)
    // Said where the person is: the focus (and the view) on the message, not on the button.
    await waitFor(() => expect(changed.closest('[tabindex="-1"]')).toHaveFocus())
    expect(within(form).getByLabelText(/^Palavra-passe actual/)).toHaveValue('')
    expect(within(form).getByLabelText(/^Nova palavra-passe/)).toHaveValue('')
    expect(store.users.get(1)?.password).toBe('nova-senha-123')
    await expectNoAxeViolations(container)
  })

  it('given a wrong current password, after submit, should say so beside the field and keep what was typed', async () => {
    useMockApi({ signedInAs: makeUser() })
    const { container } = renderRoute('/profile/security')

    const form = await fillPasswords('errada-123', 'nova-senha-123')

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })

    // The summary takes the focus in an effect, after it is drawn.

    await waitFor(() => expect(summary).toHaveFocus())
    const current = within(form).getByLabelText(/^Palavra-passe actual/)
    expect(current).toHaveAccessibleDescription(/A palavra-passe está incorrecta\./)
    expect(current).toHaveValue('errada-123')
    expect(within(form).getByLabelText(/^Nova palavra-passe/)).toHaveValue('nova-senha-123')
    await expectNoAxeViolations(container)
  })

  it('given a wrong password in the delete dialog, should keep it open with the message beside the field', async () => {
    const { store } = useMockApi({ signedInAs: makeUser() })
    renderRoute('/profile/security')

    const dialog = await openDeleteDialog()
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'errada-123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }))

    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/A palavra-passe está incorrecta\./),
    )
    expect(within(dialog).getByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('alertdialog', { name: 'Eliminar a sua conta?' })).toBeInTheDocument()
    expect(store.users.size).toBe(1)
    await expectNoAxeViolations(dialog)
  })

  it('given the right password in the delete dialog, should delete the account, sign out and go home', async () => {
    const { store } = useMockApi({ signedInAs: makeUser() })
    const { router } = renderRoute('/profile/security')

    const dialog = await openDeleteDialog()
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(store.users.size).toBe(0)
    expect(localStorage.getItem('user-storage')).toBeNull()
    expect(await screen.findByText('A sua conta foi eliminada')).toBeInTheDocument()
  })

  describe('too many wrong passwords (429)', () => {
    it('given the password change answered 429, should say how long to wait, keep what was typed, and change it when sent again', async () => {
      const { store } = useMockApi({ signedInAs: makeUser() })
      const { container } = renderRoute('/profile/security')
      throttleOnce('put', '/user/password')

      const form = await fillPasswords('password', 'nova-senha-123')

      const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
      // The summary takes the focus in an effect, after it is drawn.

      await waitFor(() => expect(summary).toHaveFocus())
      expect(within(summary).getByText(WAIT_42)).toBeInTheDocument()
      expect(within(form).getByLabelText(/^Palavra-passe actual/)).toHaveValue('password')
      expect(within(form).getByLabelText(/^Nova palavra-passe/)).toHaveValue('nova-senha-123')
      expect(within(form).getByLabelText(/^Confirmar nova palavra-passe/)).toHaveValue(
        'nova-senha-123',
      )
      expect(store.users.get(1)?.password).toBe('password')
      await expectNoAxeViolations(container)

      // The wait over, the same button sends what was kept.
      await userEvent.click(within(form).getByRole('button', { name: 'Alterar palavra-passe' }))
      expect(await within(form).findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument()
      expect(store.users.get(1)?.password).toBe('nova-senha-123')
    })

    it('given the deletion answered 429, should say how long to wait in the dialog, keep the password, and delete when sent again', async () => {
      const { store } = useMockApi({ signedInAs: makeUser() })
      const { router } = renderRoute('/profile/security')
      throttleOnce('delete', '/user')

      const dialog = await openDeleteDialog()
      await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password')
      const confirm = within(dialog).getByRole('button', { name: 'Eliminar definitivamente' })
      await userEvent.click(confirm)

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(WAIT_42)
      expect(within(dialog).getByLabelText(/^Palavra-passe/)).toHaveValue('password')
      expect(store.users.size).toBe(1)
      await expectNoAxeViolations(dialog)

      await userEvent.click(confirm)
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
      expect(store.users.size).toBe(0)
    })
  })

  describe('ending the other sessions with a password change', () => {
    it('given a backend with sessions, should offer the box, unticked, once the list has loaded', async () => {
      const { store } = useMockApi({ signedInAs: makeUser() })
      addPhone(store)
      const { container } = renderRoute('/profile/security')

      const form = await screen.findByRole('region', { name: 'Alterar palavra-passe' })
      const box = await within(form).findByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL })
      expect(box).not.toBeChecked()
      expect(box).toHaveAccessibleDescription(/terá de entrar de novo/)
      await expectNoAxeViolations(container)
    })

    it('given the box ticked, after the change, should end the other sessions, say so, and list only this device', async () => {
      const { store } = useMockApi({ signedInAs: makeUser() })
      addPhone(store)
      const bodies = recordPasswordChanges()
      renderRoute('/profile/security')
      const sessions = await screen.findByRole('region', { name: BROWSER_SESSIONS_TITLE })
      expect(await within(sessions).findByText('Samsung Internet em Android')).toBeInTheDocument()

      const form = await fillPasswords('password', 'nova-senha-123', 'nova-senha-123', {
        endOthers: true,
      })

      expect(
        await within(form).findByText(`${PASSWORD_CHANGED_MESSAGE} ${OTHER_SESSIONS_ENDED}`),
      ).toBeInTheDocument()
      expect(bodies).toEqual([expect.objectContaining({ logout_other_devices: true })])
      await waitFor(() =>
        expect(within(sessions).queryByText('Samsung Internet em Android')).toBeNull(),
      )
      expect(within(sessions).getAllByRole('listitem')).toHaveLength(1)
      expect(store.sessionsOf(1)).toHaveLength(1)
      // Emptied with the fields, ready for another change.
      expect(
        within(form).getByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL }),
      ).not.toBeChecked()
    })

    it('given the box left unticked, should send no logout_other_devices and leave the other sessions', async () => {
      const { store } = useMockApi({ signedInAs: makeUser() })
      addPhone(store)
      const bodies = recordPasswordChanges()
      renderRoute('/profile/security')
      const form = await screen.findByRole('region', { name: 'Alterar palavra-passe' })
      await within(form).findByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL })

      await fillPasswords('password', 'nova-senha-123')

      expect(await within(form).findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument()
      expect(within(form).queryByText(new RegExp(OTHER_SESSIONS_ENDED))).toBeNull()
      expect(bodies).toHaveLength(1)
      expect(bodies[0]).not.toHaveProperty('logout_other_devices')
      expect(store.sessionsOf(1)).toHaveLength(2)
    })

    it('while the list is on its way, should keep the place of the box without offering it', async () => {
      useMockApi({ signedInAs: makeUser() })
      mswServer.use(
        http.get(`${DEMO_API_URL}/api/user/sessions`, () => new Promise<never>(() => {})),
      )
      renderRoute('/profile/security')

      const form = await screen.findByRole('region', { name: 'Alterar palavra-passe' })
      await within(form).findByLabelText(/^Palavra-passe actual/)
      expect(within(form).queryByRole('checkbox', { name: END_OTHER_SESSIONS_LABEL })).toBeNull()
      const kept = within(form).getByLabelText(END_OTHER_SESSIONS_LABEL, { selector: 'input' })
      expect(kept).toBeDisabled()
    })

    it('given a backend without the session routes (Breeze only), should never offer it', async () => {
      useMockApi({ signedInAs: makeUser() }, { features: { browserSessions: false } })
      renderRoute('/profile/security')

      const form = await screen.findByRole('region', { name: 'Alterar palavra-passe' })
      await waitFor(() =>
        expect(within(form).queryByLabelText(END_OTHER_SESSIONS_LABEL)).toBeNull(),
      )
      expect(screen.queryByRole('region', { name: BROWSER_SESSIONS_TITLE })).toBeNull()
    })
  })

  describe('deleting the account', () => {
    it('given a wrong password, should keep what was typed in the same field and delete with what it holds when sent again', async () => {
      const { store } = useMockApi({ signedInAs: makeUser() })
      const { router } = renderRoute('/profile/security')

      const dialog = await openDeleteDialog()
      const field = within(dialog).getByLabelText(/^Palavra-passe/)
      await userEvent.type(field, 'pass')
      const confirm = within(dialog).getByRole('button', { name: 'Eliminar definitivamente' })
      await userEvent.click(confirm)

      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(/A palavra-passe está incorrecta\./),
      )
      expect(within(dialog).getByLabelText(/^Palavra-passe/)).toBe(field)
      expect(field).toHaveValue('pass')
      expect(store.users.size).toBe(1)

      // Enter in the field deletes nothing: only the button does.
      await userEvent.type(field, 'word{Enter}')
      expect(field).toHaveValue('password')
      expect(store.users.size).toBe(1)

      await userEvent.click(confirm)
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
      expect(store.users.size).toBe(0)
      expect(await screen.findByText(ACCOUNT_DELETED_TITLE)).toBeInTheDocument()
    })

    it('after Cancelar, should open again with an empty field and no message', async () => {
      const { store } = useMockApi({ signedInAs: makeUser() })
      renderRoute('/profile/security')

      const first = await openDeleteDialog()
      await userEvent.type(within(first).getByLabelText(/^Palavra-passe/), 'errada-123')
      await userEvent.click(within(first).getByRole('button', { name: 'Eliminar definitivamente' }))
      await waitFor(() =>
        expect(within(first).getByLabelText(/^Palavra-passe/)).toHaveAccessibleDescription(
          /A palavra-passe está incorrecta\./,
        ),
      )
      await userEvent.click(within(first).getByRole('button', { name: 'Cancelar' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())

      const again = await openDeleteDialog()
      const field = within(again).getByLabelText(/^Palavra-passe/)
      expect(field).toHaveValue('')
      expect(field).not.toHaveAccessibleDescription(/incorrecta/)
      expect(within(again).queryByRole('alert')).toBeNull()
      expect(store.users.size).toBe(1)
    })
  })
})
