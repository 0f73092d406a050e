import { makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'
import { ACCOUNT_DELETED_TITLE } from './DeleteAccountSection'

async function openDeleteDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar conta' }))
  return screen.findByRole('alertdialog', { name: 'Eliminar a sua conta?' })
}

describe('DeleteAccountSection', () => {
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
