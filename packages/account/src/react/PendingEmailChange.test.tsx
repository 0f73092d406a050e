// @vitest-environment jsdom
import { confirmPasswordNow, createMockStore, makeUser } from '@conecta/mocks'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { API, hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { PendingEmailChange } from './PendingEmailChange'

const server = serveContract()

const CURRENT = 'ana@example.co.mz'
const PENDING = 'ana.sitoe@example.co.mz'

/** Ana, signed in, her change of address to PENDING waiting for its link. */
function mount(strings?: AccountStrings) {
  const ana = makeUser({ email: CURRENT, pending_email: PENDING })
  const store = createMockStore({ users: [ana], signedInAs: ana })
  confirmPasswordNow(store)
  const client = hostClient(server, store, { pendingEmail: true })
  const onEnded = vi.fn()
  const view = renderInHost(
    <PendingEmailChange current={CURRENT} pending={PENDING} onEnded={onEnded} />,
    client,
    strings,
  )
  const user = store.users.get(ana.id)
  if (user === undefined) throw new Error('No user')
  return { ...view, store, user, onEnded }
}

describe('PendingEmailChange', () => {
  it('given a change waiting for its link, should say where it went, mail it again, then cancel it', async () => {
    const { container, store, user, onEnded } = mount()
    expect(
      screen.getByText(
        `Enviámos um link para ${PENDING}. Abra-o para concluir a alteração. Até lá, o seu e-mail continua a ser ${CURRENT}: é com ele que entra e que recebe as nossas mensagens.`,
      ),
    ).toBeVisible()
    await expectNoAxeViolations(container)
    const mailed = store.outbox.length

    await userEvent.click(screen.getByRole('button', { name: 'Reenviar' }))

    expect(await screen.findByText(`Enviámos um novo link para ${PENDING}.`)).toBeVisible()
    expect(store.outbox.length).toBe(mailed + 1)

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar a alteração' }))

    await waitFor(() => expect(onEnded).toHaveBeenCalledWith('cancelled', PENDING))
    expect(user.pending_email).toBeNull()
    expect(user.email).toBe(CURRENT)
  })

  it('given a cancel that could not reach the server, then a link mailed again, should show only what the last tap did', async () => {
    mount()
    server.use(http.delete(`${API}/user/pending-email`, () => HttpResponse.error(), { once: true }))

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar a alteração' }))
    expect(await screen.findByText(/^A alteração não foi cancelada\./)).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'Reenviar' }))

    expect(await screen.findByText(`Enviámos um novo link para ${PENDING}.`)).toBeVisible()
    expect(screen.queryByText(/^A alteração não foi cancelada\./)).toBeNull()
  })

  it('given English and a change already gone on the server, should tell the host it is gone, with no error', async () => {
    const { user, onEnded } = mount(accountEn)
    // Opened or cancelled elsewhere meanwhile.
    user.pending_email = null

    await userEvent.click(screen.getByRole('button', { name: 'Send again' }))

    await waitFor(() => expect(onEnded).toHaveBeenCalledWith('gone', PENDING))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText(/^We sent a link to ana\.sitoe@example\.co\.mz\./)).toBeVisible()
  })
})
