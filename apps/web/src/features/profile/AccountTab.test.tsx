import {
  accountSummaryPt,
  emailChangeOutcomePt,
  newEmailPt,
  passwordConfirmationPt,
  pendingEmailPt,
  profileInformationPt,
} from '@conecta/account'
import { makeUser } from '@conecta/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { mswServer, recordCalls, serveUnverifiedUser, useMockApi } from '../../../test/mswServer'
import { paragraphWithText } from '../../../test/paragraphWithText'
import { renderRoute } from '../../../test/renderRoute'
import { DEMO_API_URL } from '../../config/validateEnv'

const OLD = 'ana.machava@example.co.mz'
const NEW = 'ana.nova@example.co.mz'

async function findForm() {
  return screen.findByRole('region', { name: 'Dados pessoais' })
}

/** The dialog a 423 opens: the password typed and confirmed. */
async function confirmPassword() {
  const dialog = await screen.findByRole('alertdialog', { name: passwordConfirmationPt.title })
  await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password{Enter}')
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
}

async function typeNewEmail(form: HTMLElement, address: string) {
  const email = within(form).getByRole('textbox', { name: /^E-mail/ })
  await userEvent.clear(email)
  await userEvent.type(email, address)
  return email
}

/** The person comes back to this tab (from the mail app, another window). */
function comeBack() {
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('AccountTab', () => {
  it('given a new name, after saving and confirming the password, should confirm and show the refreshed name', async () => {
    const { store } = useMockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) })
    const { container } = renderRoute('/profile')

    const form = await findForm()
    const name = within(form).getByRole('textbox', { name: /Nome/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'Ana Sitoe')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))
    await confirmPassword()

    expect(await within(form).findByText(profileInformationPt.saved)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Sitoe' })).toBeInTheDocument()
    expect(store.users.get(1)?.name).toBe('Ana Sitoe')
    expect(name).toHaveValue('Ana Sitoe')
    await expectNoAxeViolations(container)
  })

  describe('with the pending change (docs/product.md#changing-the-e-mail)', () => {
    it('given another address, should say before saving that the old one stays, then, after the password, keep it pending with the link sent to the new one', async () => {
      const { store } = useMockApi({ signedInAs: makeUser() })
      const { container } = renderRoute('/profile')

      const form = await findForm()
      const email = await typeNewEmail(form, NEW)
      expect(within(form).getByText(profileInformationPt.pendingWarning(OLD))).toBeInTheDocument()
      expect(email).toHaveAccessibleDescription(/O e-mail só muda quando abrir esse link/)
      // The address does not change at once: no second typing.
      expect(within(form).queryByLabelText(/Confirme o novo e-mail/)).toBeNull()
      await expectNoAxeViolations(container)

      await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))
      await confirmPassword()

      expect(
        await within(form).findByText(profileInformationPt.emailPendingSaved(NEW)),
      ).toBeInTheDocument()
      const account = screen.getByRole('region', { name: 'A sua conta' })
      expect(await within(account).findByText(pendingEmailPt.title)).toBeInTheDocument()
      expect(within(account).getByText(pendingEmailPt.text(OLD, NEW))).toBeInTheDocument()
      expect(within(account).getByText(`${NEW} (por confirmar)`)).toBeInTheDocument()
      expect(within(account).getByText(OLD)).toBeInTheDocument()
      // The form shows the account as it is: the old address, the new one pending beside it.
      await waitFor(() => expect(email).toHaveValue(OLD))
      expect(email).toHaveAccessibleDescription(
        new RegExp(profileInformationPt.pendingHint(NEW).slice(0, 30)),
      )
      expect(within(form).queryByText(profileInformationPt.pendingWarning(OLD))).toBeNull()
      expect(store.users.get(1)).toMatchObject({ email: OLD, pending_email: NEW })
      expect(store.outbox.map((mail) => [mail.kind, mail.to])).toEqual(
        expect.arrayContaining([
          ['verify-new-email', NEW],
          ['email-change-requested', OLD],
        ]),
      )
      await expectNoAxeViolations(container)
    })

    it('given a change pending, after Reenviar, should say the link went again; when throttled, should say how long to wait', async () => {
      const { store } = useMockApi({ signedInAs: makeUser({ pending_email: NEW }) })
      const { container } = renderRoute('/profile')

      const account = await screen.findByRole('region', { name: 'A sua conta' })
      await userEvent.click(await within(account).findByRole('button', { name: 'Reenviar' }))
      expect(await within(account).findByText(pendingEmailPt.resent(NEW))).toBeInTheDocument()
      expect(store.outbox.filter((mail) => mail.kind === 'verify-new-email')).toHaveLength(1)
      await expectNoAxeViolations(container)

      mswServer.use(
        http.post(`${DEMO_API_URL}/user/pending-email/notification`, () =>
          HttpResponse.json(
            { message: 'Too Many Attempts.' },
            { status: 429, headers: { 'Retry-After': '42' } },
          ),
        ),
      )
      await userEvent.click(within(account).getByRole('button', { name: 'Reenviar' }))
      expect(
        await within(account).findByText(
          'Demasiadas tentativas. Tente novamente dentro de 42 segundos.',
        ),
      ).toBeInTheDocument()
      expect(within(account).queryByText(pendingEmailPt.resent(NEW))).toBeNull()
      // Still pending, and still offered.
      expect(within(account).getByRole('button', { name: 'Reenviar' })).toBeEnabled()
    })

    it('given a change pending, after "Cancelar a alteração", should drop it, say the address stays, and put the focus on that', async () => {
      const { store } = useMockApi({ signedInAs: makeUser({ pending_email: NEW }) })
      const { container } = renderRoute('/profile')

      const account = await screen.findByRole('region', { name: 'A sua conta' })
      await userEvent.click(
        await within(account).findByRole('button', { name: 'Cancelar a alteração' }),
      )

      const done = await within(account).findByText(accountSummaryPt.cancelled(OLD))
      await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus())
      expect(within(account).queryByText(pendingEmailPt.title)).toBeNull()
      expect(within(account).queryByText(`${NEW} (por confirmar)`)).toBeNull()
      expect(store.users.get(1)).toMatchObject({ email: OLD, pending_email: null })
      await expectNoAxeViolations(container)
    })

    it('given the cancel done but the user not fetched again (no connection), should still show it dropped, as the server said', async () => {
      useMockApi({ signedInAs: makeUser({ pending_email: NEW }) })
      renderRoute('/profile')
      const account = await screen.findByRole('region', { name: 'A sua conta' })
      const cancel = await within(account).findByRole('button', { name: 'Cancelar a alteração' })
      mswServer.use(http.get(`${DEMO_API_URL}/api/user`, () => HttpResponse.error()))

      await userEvent.click(cancel)

      expect(await within(account).findByText(accountSummaryPt.cancelled(OLD))).toBeInTheDocument()
      expect(within(account).queryByText(pendingEmailPt.title)).toBeNull()
      expect(within(account).queryByText(`${NEW} (por confirmar)`)).toBeNull()
    })

    it('given the change cancelled elsewhere, after Reenviar (404), should say nothing is pending any more and show the account as the server has it', async () => {
      const { store } = useMockApi({ signedInAs: makeUser({ pending_email: NEW }) })
      renderRoute('/profile')
      const account = await screen.findByRole('region', { name: 'A sua conta' })
      const resend = await within(account).findByRole('button', { name: 'Reenviar' })
      const user = store.users.get(1)
      if (user === undefined) throw new Error('no user')
      user.pending_email = null

      await userEvent.click(resend)

      const said = await within(account).findByText(accountSummaryPt.nothingPending(OLD))
      await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus())
      expect(within(account).queryByText(pendingEmailPt.title)).toBeNull()
    })

    it('given the cancel failing, should say so and keep the change with its buttons, to try again', async () => {
      useMockApi({ signedInAs: makeUser({ pending_email: NEW }) })
      mswServer.use(http.delete(`${DEMO_API_URL}/user/pending-email`, () => HttpResponse.error()))
      renderRoute('/profile')

      const account = await screen.findByRole('region', { name: 'A sua conta' })
      await userEvent.click(
        await within(account).findByRole('button', { name: 'Cancelar a alteração' }),
      )
      expect(await within(account).findByText(/A alteração não foi cancelada\./)).toBeVisible()
      expect(within(account).getByText(pendingEmailPt.title)).toBeInTheDocument()
      expect(within(account).getByRole('button', { name: 'Cancelar a alteração' })).toBeEnabled()
    })

    it('given the link opened in another browser, when the person comes back to this tab, should say the address was changed, read from the server', async () => {
      const { store } = useMockApi({ signedInAs: makeUser({ pending_email: NEW }) })
      renderRoute('/profile')
      const account = await screen.findByRole('region', { name: 'A sua conta' })
      expect(await within(account).findByText(pendingEmailPt.title)).toBeInTheDocument()

      // What the link did on the server, in a browser this page knows nothing of.
      const user = store.users.get(1)
      if (user === undefined) throw new Error('no user')
      Object.assign(user, { email: NEW, pending_email: null, email_verified_at: store.nowIso() })
      comeBack()

      expect(await screen.findByText(emailChangeOutcomePt.changedTitle)).toBeInTheDocument()
      expect(screen.getByText(emailChangeOutcomePt.changed(NEW))).toBeInTheDocument()
      expect(within(account).queryByText(pendingEmailPt.title)).toBeNull()
      expect(within(account).getByText(NEW)).toBeInTheDocument()
    })

    it('given no change pending, coming back to the tab should not ask the server again', async () => {
      useMockApi({ signedInAs: makeUser() })
      renderRoute('/profile')
      await screen.findByRole('region', { name: 'A sua conta' })
      const calls = recordCalls()
      comeBack()
      fireEvent.focus(window)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(calls).toEqual([])
    })

    it('given ?email-changed=1 and a user the server shows changed, should say so and take the flag out of the address', async () => {
      useMockApi({ signedInAs: makeUser({ email: NEW }) })
      const { router, container } = renderRoute('/profile?email-changed=1')

      expect(await screen.findByText(emailChangeOutcomePt.changed(NEW))).toBeInTheDocument()
      await waitFor(() => expect(router.state.location.search).toBe(''))
      expect(router.state.historyAction).toBe('REPLACE')
      // Still there once the address is clean.
      expect(screen.getByText(emailChangeOutcomePt.changedTitle)).toBeInTheDocument()
      await expectNoAxeViolations(container)
    })

    it('given ?email-changed=1 but a change still pending on the server, should not claim it was made', async () => {
      useMockApi({ signedInAs: makeUser({ pending_email: NEW }) })
      const { router } = renderRoute('/profile?email-changed=1')

      expect(await screen.findByText(pendingEmailPt.title)).toBeInTheDocument()
      await waitFor(() => expect(router.state.location.search).toBe(''))
      expect(screen.queryByText(emailChangeOutcomePt.changedTitle)).toBeNull()
    })

    it('given ?email-change=taken, should say the address was not changed and which one stays', async () => {
      useMockApi({ signedInAs: makeUser() })
      const { router } = renderRoute('/profile?email-change=taken')

      expect(await screen.findByText(emailChangeOutcomePt.notChangedTitle)).toBeInTheDocument()
      expect(screen.getByText(emailChangeOutcomePt.taken(OLD))).toBeInTheDocument()
      await waitFor(() => expect(router.state.location.search).toBe(''))
    })

    it('given a refused link opened while signed in (/login?email-change=invalid), should say on the profile what to do once the person continues with that session', async () => {
      useMockApi({ signedInAs: makeUser({ pending_email: NEW }) })
      const { router } = renderRoute('/login?email-change=invalid')

      // On a shared phone the session may not be the link's opener's: nothing opens unasked.
      await userEvent.click(await screen.findByRole('link', { name: 'Continuar com essa sessão' }))
      expect(
        await screen.findByText(
          `${emailChangeOutcomePt.invalid} ${emailChangeOutcomePt.invalidResend(NEW)}`,
        ),
      ).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/profile')
      await waitFor(() => expect(router.state.location.search).toBe(''))
    })
  })

  describe('on a backend that changes the address at once (plain Fortify)', () => {
    const plain = { features: { pendingEmail: false } }

    it('given another address, should ask for it twice and warn that the profile closes until it is confirmed', async () => {
      useMockApi({ signedInAs: makeUser() }, plain)
      const calls = recordCalls()
      const { container } = renderRoute('/profile')

      const form = await findForm()
      const email = await typeNewEmail(form, NEW)
      expect(within(form).getByText(profileInformationPt.replaceWarning)).toBeInTheDocument()
      expect(email).toHaveAccessibleDescription(
        new RegExp(profileInformationPt.replaceWarning.slice(0, 40)),
      )
      const again = within(form).getByLabelText(/^Confirme o novo e-mail/)
      await expectNoAxeViolations(container)

      await userEvent.type(again, 'ana.nva@example.co.mz')
      await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))

      const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
      await waitFor(() => expect(summary).toHaveFocus())
      expect(again).toHaveAccessibleDescription(new RegExp(newEmailPt.confirmationMismatch))
      expect(again).toHaveValue('ana.nva@example.co.mz')
      expect(email).toHaveValue(NEW)
      expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([])
      await expectNoAxeViolations(container)
    })

    it('given the address typed twice alike, after saving, should go to /verify-email showing where the link went', async () => {
      const { store } = useMockApi({ signedInAs: makeUser() }, plain)
      const { router } = renderRoute('/profile')

      const form = await findForm()
      await typeNewEmail(form, NEW)
      await userEvent.type(within(form).getByLabelText(/^Confirme o novo e-mail/), NEW)
      await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))
      await confirmPassword()

      await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'))
      expect(
        await screen.findByText(
          paragraphWithText(new RegExp(`^Enviámos um link de verificação para ${NEW}\\.$`)),
        ),
      ).toBeInTheDocument()
      expect(store.users.get(1)).toMatchObject({ email: NEW, email_verified_at: null })
      expect(store.outbox.at(-1)?.to).toBe(NEW)
    })
  })

  it('given an e-mail another account uses, after saving, should keep what was typed and show the error beside the field', async () => {
    useMockApi({
      signedInAs: makeUser(),
      users: [makeUser(), makeUser({ id: 2, email: 'outra@example.co.mz' })],
    })
    const { container } = renderRoute('/profile')

    const form = await findForm()
    const email = await typeNewEmail(form, 'outra@example.co.mz')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar alterações' }))
    await confirmPassword()

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(email).toHaveAccessibleDescription(/Já existe uma conta com este e-mail\./)
    expect(email).toHaveValue('outra@example.co.mz')
    await expectNoAxeViolations(container)
  })

  it('given an unverified e-mail, after Reenviar, should confirm; when throttled, should say when to try again', async () => {
    const user = makeUser({ email_verified_at: null })
    const { store } = useMockApi({ signedInAs: user })
    serveUnverifiedUser(user)
    const { container } = renderRoute('/profile')

    const account = await screen.findByRole('region', { name: 'A sua conta' })
    expect(within(account).getByText('Ainda não verificado')).toBeInTheDocument()
    await userEvent.click(
      within(account).getByRole('button', { name: 'Reenviar link de verificação' }),
    )
    expect(await within(account).findByText(accountSummaryPt.resent)).toBeInTheDocument()
    expect(store.outbox).toHaveLength(1)
    await expectNoAxeViolations(container)

    mswServer.use(
      http.post(`${DEMO_API_URL}/email/verification-notification`, () =>
        HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    )
    await userEvent.click(
      within(account).getByRole('button', { name: 'Reenviar link de verificação' }),
    )
    expect(
      await within(account).findByText(
        'Demasiadas tentativas. Tente novamente dentro de 42 segundos.',
      ),
    ).toBeInTheDocument()
  })
})
