// @vitest-environment jsdom
import { confirmPasswordNow, createMockStore, makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { AccountSummary } from './AccountSummary'

const server = serveContract()
const CURRENT = 'ana@example.co.mz'
const PENDING = 'ana.sitoe@example.co.mz'

/**
 * Ana signed in (a client since 3 March 2025, 23:30 UTC: the 4th in Maputo), as `user` says; the
 * session's user, or the host's own when `fromHost`.
 */
function mount(
  user: Parameters<typeof makeUser>[0],
  { strings, fromHost = false }: { strings?: AccountStrings; fromHost?: boolean } = {},
) {
  const ana = makeUser({ email: CURRENT, created_at: '2025-03-03T23:30:00.000000Z', ...user })
  const store = createMockStore({ users: [ana], signedInAs: ana })
  confirmPasswordNow(store)
  const client = hostClient(server, store, { pendingEmail: true })
  const view = renderInHost(
    fromHost ? <AccountSummary user={{ user: ana, subscription: null }} /> : <AccountSummary />,
    client,
    strings,
  )
  const stored = store.users.get(ana.id)
  if (stored === undefined) throw new Error('No user')
  return { ...view, store, user: stored }
}

/** The list's value for `term`. */
function fact(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent
}

describe('AccountSummary', () => {
  it("given the session's verified user, should say the address, when it was verified and since when, as Maputo counts days", async () => {
    const { container } = mount({ email_verified_at: '2025-03-04T08:00:00.000000Z' })

    const region = await screen.findByRole('region', { name: 'A sua conta' })
    expect(within(region).getByText('E-mail', { selector: 'dt' })).toBeVisible()
    expect(fact('E-mail')).toBe(CURRENT)
    expect(fact('Verificação do e-mail')).toBe('Verificado em 4 de março de 2025')
    expect(fact('Cliente desde')).toBe('4 de março de 2025')
    expect(screen.queryByText('Confirme o seu e-mail')).toBeNull()
    await expectNoAxeViolations(container)
  })

  it("given the host's person, whose address is not verified, should mail the link again on request", async () => {
    // The session has no user to show while the address is not verified (the API answers 409).
    const { store } = mount({ email_verified_at: null }, { fromHost: true })
    await screen.findByText('Confirme o seu e-mail')
    expect(fact('Verificação do e-mail')).toBe('Ainda não verificado')
    const mailed = store.outbox.length

    await userEvent.click(screen.getByRole('button', { name: 'Reenviar link de verificação' }))

    expect(
      await screen.findByText(
        'Enviámos um novo link de verificação. Abra a mensagem e siga o link para confirmar o seu e-mail.',
      ),
    ).toBeVisible()
    expect(store.outbox.length).toBe(mailed + 1)
  })

  it('given English and a change of address waiting, should show it and, once cancelled, say the address stays, with the focus there', async () => {
    const { user } = mount({ pending_email: PENDING }, { strings: accountEn })

    await screen.findByRole('region', { name: 'Your account' })
    expect(fact('New email')).toBe(`${PENDING} (not confirmed yet)`)
    expect(fact('Member since')).toBe('March 4, 2025')

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the change' }))

    const said = await screen.findByText(`We cancelled the change. Your email is still ${CURRENT}.`)
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus())
    expect(screen.queryByText('New email', { selector: 'dt' })).toBeNull()
    expect(user.pending_email).toBeNull()
  })
})
