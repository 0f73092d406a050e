import { fieldsPt, passwordChangePt, passwordConfirmationPt } from '@conecta/account'
import { makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, onTestFinished } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { mswServer, useMockApi } from '../../test/mswServer'
import { renderRoute } from '../../test/renderRoute'
import { requirePasswordConfirmation } from '../../test/requirePasswordConfirmation'
import { DEMO_API_URL } from '../config/validateEnv'

const PASSWORD_CHANGED_MESSAGE = passwordChangePt.changed

// The change of password behind Laravel's `password.confirm`, as a backend
// may put it: the dialog asks, then the change is sent again once.

function useLockedPasswordChange() {
  const api = useMockApi({ signedInAs: makeUser() })
  const sent: string[] = []
  const listener = ({ request }: { request: Request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`)
  }
  mswServer.events.on('request:start', listener)
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', listener)
  })
  mswServer.use(requirePasswordConfirmation(api.store, 'put', `${DEMO_API_URL}/user/password`))
  return { ...api, sent }
}

async function changePassword() {
  const form = await screen.findByRole('region', { name: 'Alterar palavra-passe' })
  await userEvent.type(within(form).getByLabelText(/^Palavra-passe actual/), 'password')
  await userEvent.type(within(form).getByLabelText(/^Nova palavra-passe/), 'nova-senha-123')
  await userEvent.type(
    within(form).getByLabelText(/^Confirmar nova palavra-passe/),
    'nova-senha-123',
  )
  const submit = within(form).getByRole('button', { name: 'Alterar palavra-passe' })
  await userEvent.click(submit)
  const dialog = await screen.findByRole('alertdialog', { name: passwordConfirmationPt.title })
  return { form, submit, dialog }
}

describe('the password confirmation of the signed-in pages', () => {
  it('given a change of password answered 423, should ask for the password, then change it with one second call', async () => {
    const { store, sent } = useLockedPasswordChange()
    renderRoute('/profile/security')

    const { form, dialog } = await changePassword()
    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    expect(field).toHaveFocus()
    expect(within(dialog).getByText(/proteger a sua conta/)).toBeVisible()
    // After the field (and its show-password button), Confirmar, then Cancelar, as every dialog's.
    const [confirm, cancel] = within(dialog).getAllByRole('button').slice(-2)
    expect(confirm).toHaveAccessibleName('Confirmar')
    expect(cancel).toHaveAccessibleName('Cancelar')
    await expectNoAxeViolations(document.body)

    await userEvent.type(field, 'password{Enter}')

    expect(await within(form).findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(store.users.get(1)?.password).toBe('nova-senha-123')
    expect(sent.filter((call) => call === 'PUT /user/password')).toHaveLength(2)
    expect(sent.filter((call) => call === 'POST /user/confirm-password')).toHaveLength(1)
  })

  it('given a wrong password, should say so beside the field and let the person try again', async () => {
    const { store } = useLockedPasswordChange()
    renderRoute('/profile/security')

    const { form, dialog } = await changePassword()
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'errada-123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/A palavra-passe está incorrecta\./),
    )
    expect(field).toHaveFocus()
    expect(field).toHaveValue('errada-123')
    expect(store.users.get(1)?.password).toBe('password')
    await expectNoAxeViolations(document.body)

    await userEvent.clear(field)
    await userEvent.type(field, 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    expect(await within(form).findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument()
    expect(store.users.get(1)?.password).toBe('nova-senha-123')
  })

  it('given a refused password, should keep what was typed in the same field and send what it holds when sent again', async () => {
    const { store, sent } = useLockedPasswordChange()
    renderRoute('/profile/security')

    const { form, dialog } = await changePassword()
    const field = within(dialog).getByLabelText(/^Palavra-passe/)

    // Empty: refused here, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(field).toHaveAccessibleDescription(new RegExp(fieldsPt.passwordMissing))
    expect(sent).not.toContain('POST /user/confirm-password')

    // Wrong (the server's 422): the message beside it, what was typed still there.
    await userEvent.type(field, 'pass{Enter}')
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/A palavra-passe está incorrecta\./),
    )
    expect(within(dialog).getByLabelText(/^Palavra-passe/)).toBe(field)
    expect(field).toHaveValue('pass')
    expect(field).toHaveFocus()

    // Finished where it was left, it is sent as the field now holds it.
    await userEvent.type(field, 'word{Enter}')
    expect(await within(form).findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument()
    expect(store.users.get(1)?.password).toBe('nova-senha-123')
    expect(sent.filter((call) => call === 'POST /user/confirm-password')).toHaveLength(2)
  })

  it('given no answer to the confirmation, should say so and send it again on Tentar novamente', async () => {
    const { store } = useLockedPasswordChange()
    let failures = 1
    mswServer.use(
      http.post(`${DEMO_API_URL}/user/confirm-password`, () => {
        if (failures <= 0) return undefined
        failures -= 1
        return HttpResponse.error()
      }),
    )
    renderRoute('/profile/security')

    const { form, dialog } = await changePassword()
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Não foi possível ligar ao servidor/,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }))

    expect(await within(form).findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument()
    expect(store.users.get(1)?.password).toBe('nova-senha-123')
  })

  it('given too many wrong passwords (429), should say how long to wait, keep the password, and confirm when sent again', async () => {
    const { store } = useLockedPasswordChange()
    mswServer.use(
      http.post(
        `${DEMO_API_URL}/user/confirm-password`,
        () =>
          HttpResponse.json(
            { message: 'Too Many Attempts.' },
            { status: 429, headers: { 'Retry-After': '53' } },
          ),
        { once: true },
      ),
    )
    renderRoute('/profile/security')

    const { form, dialog } = await changePassword()
    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    await userEvent.type(field, 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    // The login's own wording for its 429 (ApiError), above the buttons.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Demasiadas tentativas. Tente novamente dentro de 53 segundos.',
    )
    expect(field).toHaveValue('password')
    expect(field).not.toHaveAttribute('aria-invalid', 'true')
    expect(store.users.get(1)?.password).toBe('password')
    await expectNoAxeViolations(document.body)

    // After the wait, the same button sends the kept password: no dead end.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }))
    expect(await within(form).findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument()
    expect(store.users.get(1)?.password).toBe('nova-senha-123')
  })

  it('after Cancelar, should abandon the change without an error, keep what was typed and give the focus back', async () => {
    const { store, sent } = useLockedPasswordChange()
    renderRoute('/profile/security')

    const { form, submit, dialog } = await changePassword()
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'pass')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(submit).toHaveFocus()
    expect(submit).not.toHaveAttribute('aria-busy')
    expect(within(form).getByLabelText(/^Palavra-passe actual/)).toHaveValue('password')
    expect(within(form).getByLabelText(/^Nova palavra-passe/)).toHaveValue('nova-senha-123')
    expect(within(form).getByLabelText(/^Confirmar nova palavra-passe/)).toHaveValue(
      'nova-senha-123',
    )
    expect(screen.queryByRole('region', { name: 'Não foi possível continuar' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(store.users.get(1)?.password).toBe('password')
    expect(sent.filter((call) => call === 'PUT /user/password')).toHaveLength(1)
    expect(sent).not.toContain('POST /user/confirm-password')

    // Sent again, it asks again: the cancel confirmed nothing.
    await userEvent.click(submit)
    expect(
      await screen.findByRole('alertdialog', { name: passwordConfirmationPt.title }),
    ).toBeInTheDocument()
  })

  it('given the account deletion answered 423, after Cancelar, should keep the delete dialog as it was, without an error', async () => {
    const { store } = useMockApi({ signedInAs: makeUser() })
    mswServer.use(requirePasswordConfirmation(store, 'delete', `${DEMO_API_URL}/user`))
    renderRoute('/profile/security')

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar conta' }))
    const deletion = await screen.findByRole('alertdialog', { name: 'Eliminar a sua conta?' })
    await userEvent.type(within(deletion).getByLabelText(/^Palavra-passe/), 'password')
    const confirmDeletion = within(deletion).getByRole('button', {
      name: 'Eliminar definitivamente',
    })
    await userEvent.click(confirmDeletion)
    const asking = await screen.findByRole('alertdialog', { name: passwordConfirmationPt.title })
    await userEvent.click(within(asking).getByRole('button', { name: 'Cancelar' }))

    await waitFor(() =>
      expect(
        screen.queryByRole('alertdialog', { name: passwordConfirmationPt.title }),
      ).not.toBeInTheDocument(),
    )
    await waitFor(() => expect(confirmDeletion).not.toHaveAttribute('aria-busy'))
    expect(screen.getByRole('alertdialog', { name: 'Eliminar a sua conta?' })).toBeInTheDocument()
    expect(within(deletion).getByLabelText(/^Palavra-passe/)).toHaveValue('password')
    expect(within(deletion).queryByRole('alert')).toBeNull()
    expect(confirmDeletion).toHaveFocus()
    expect(store.users.size).toBe(1)

    // Confirmed this time, the deletion goes through.
    await userEvent.click(confirmDeletion)
    const again = await screen.findByRole('alertdialog', { name: passwordConfirmationPt.title })
    await userEvent.type(within(again).getByLabelText(/^Palavra-passe/), 'password{Enter}')
    await waitFor(() => expect(store.users.size).toBe(0))
  })
})
