import { makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'
import { PASSWORD_CHANGED_MESSAGE } from './SecurityTab'

async function fillPasswords(current: string, next: string, confirmation = next) {
  const form = await screen.findByRole('region', { name: 'Alterar palavra-passe' })
  await userEvent.type(within(form).getByLabelText(/^Palavra-passe actual/), current)
  await userEvent.type(within(form).getByLabelText(/^Nova palavra-passe/), next)
  await userEvent.type(within(form).getByLabelText(/^Confirmar nova palavra-passe/), confirmation)
  await userEvent.click(within(form).getByRole('button', { name: 'Alterar palavra-passe' }))
  return form
}

async function openDeleteDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar conta' }))
  return screen.findByRole('alertdialog', { name: 'Eliminar a sua conta?' })
}

describe('SecurityTab', () => {
  it('given the right current password, after submit, should confirm and clear the fields', async () => {
    const { store } = useMockApi({ signedInAs: makeUser() })
    const { container } = renderRoute('/profile/security')

    const form = await fillPasswords('password', 'nova-senha-123')

    expect(await within(form).findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument()
    expect(within(form).getByLabelText(/^Palavra-passe actual/)).toHaveValue('')
    expect(within(form).getByLabelText(/^Nova palavra-passe/)).toHaveValue('')
    expect(store.users.get(1)?.password).toBe('nova-senha-123')
    await expectNoAxeViolations(container)
  })

  it('given a wrong current password, after submit, should say so beside the field and keep what was typed', async () => {
    useMockApi({ signedInAs: makeUser() })
    const { container } = renderRoute('/profile/security')

    const form = await fillPasswords('errada-123', 'nova-senha-123')

    expect(await screen.findByRole('region', { name: 'Não foi possível continuar' })).toHaveFocus()
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
})
