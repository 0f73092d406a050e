// @vitest-environment jsdom
import { createMockStore, makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { createPasswordConfirmationPrompt } from '../promptChannel'
import { AddressCorrection, type MailedAddress } from './AddressCorrection'
import { PasswordConfirmationHost } from './PasswordConfirmationHost'

const server = serveContract()
const TYPO = 'ana@exmaple.co.mz'
const RIGHT = 'ana@example.co.mz'

/**
 * Ana registered with a typo: signed in, her address not verified. The host
 * knows where the link went (`address`), and answers the contract's 423 with
 * the password dialog.
 */
function mount({
  address = { email: TYPO, name: 'Ana Machava' },
  strings,
}: {
  address?: MailedAddress | null
  strings?: AccountStrings
} = {}) {
  const ana = makeUser({ name: 'Ana Machava', email: TYPO, email_verified_at: null })
  const store = createMockStore({ users: [ana], signedInAs: ana })
  const sent: string[] = []
  server.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  const prompt = createPasswordConfirmationPrompt()
  const client = hostClient(server, store, undefined, { confirmPassword: prompt.ask })
  const onCorrected = vi.fn()
  const view = renderInHost(
    <>
      <AddressCorrection address={address} onCorrected={onCorrected} />
      <PasswordConfirmationHost prompt={prompt} />
    </>,
    client,
    strings,
  )
  return { ...view, store, sent, onCorrected }
}

async function typeTwice(first: string, second: string, label = /^O endereço certo/) {
  const email = screen.getByRole('textbox', { name: label })
  await userEvent.clear(email)
  await userEvent.type(email, first)
  // The second field appears once another address is typed.
  const again = screen.getAllByRole('textbox').at(-1)
  if (again === undefined || again === email) throw new Error('no second field')
  await userEvent.type(again, second)
  return { email, again }
}

describe('AddressCorrection', () => {
  it('given the right address typed twice and the password, should save it with the name and mail the link there', async () => {
    const { container, store, onCorrected } = mount()

    const region = screen.getByRole('region', { name: 'Corrigir o endereço' })
    // The name is known: only the address is asked.
    expect(within(region).queryByRole('textbox', { name: /Nome/ })).toBeNull()
    expect(within(region).getByRole('textbox', { name: /^O endereço certo/ })).toHaveValue(TYPO)
    await typeTwice(RIGHT, RIGHT)
    expect(within(region).getByLabelText(/^Confirme o novo e-mail/)).toBeInTheDocument()
    await expectNoAxeViolations(container)
    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Confirme a sua palavra-passe',
    })
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password{Enter}')

    await waitFor(() =>
      expect(onCorrected).toHaveBeenCalledWith({ email: RIGHT, name: 'Ana Machava' }),
    )
    expect(store.users.get(1)).toMatchObject({
      name: 'Ana Machava',
      email: RIGHT,
      email_verified_at: null,
    })
    expect(store.outbox.at(-1)).toMatchObject({ kind: 'verify-email', to: RIGHT })
  })

  it('given the two typings differing, should say so beside the second, keep both and send nothing', async () => {
    const { sent, onCorrected } = mount()

    const { again } = await typeTwice(RIGHT, 'ana@exampel.co.mz')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar e enviar novo link' }))

    await waitFor(() =>
      expect(again).toHaveAccessibleDescription(
        /Os dois endereços não são iguais\. Escreva o mesmo e-mail nos dois campos\./,
      ),
    )
    expect(again).toHaveValue('ana@exampel.co.mz')
    expect(screen.getByRole('textbox', { name: /^O endereço certo/ })).toHaveValue(RIGHT)
    expect(sent.filter((call) => call.startsWith('PUT'))).toEqual([])
    expect(onCorrected).not.toHaveBeenCalled()
  })

  it('given the address the link already went to, should say so before sending anything', async () => {
    const { sent } = mount()

    await userEvent.click(screen.getByRole('button', { name: 'Guardar e enviar novo link' }))

    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: /^O endereço certo/ }),
      ).toHaveAccessibleDescription(/É para este endereço que já enviámos o link\./),
    )
    expect(sent.filter((call) => call.startsWith('PUT'))).toEqual([])
  })

  it('given a host that does not know the name, should ask for it and send both', async () => {
    const { store, onCorrected } = mount({ address: null })

    expect(screen.getByRole('textbox', { name: /^O endereço certo/ })).toHaveValue('')
    await userEvent.type(screen.getByRole('textbox', { name: /Nome/ }), 'Ana M.')
    await typeTwice(RIGHT, RIGHT)
    await userEvent.click(screen.getByRole('button', { name: 'Guardar e enviar novo link' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Confirme a sua palavra-passe',
    })
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password{Enter}')

    await waitFor(() => expect(onCorrected).toHaveBeenCalledWith({ email: RIGHT, name: 'Ana M.' }))
    expect(store.users.get(1)).toMatchObject({ name: 'Ana M.', email: RIGHT })
  })

  it('given English, should speak English, its refusals too', async () => {
    mount({ strings: accountEn })

    expect(screen.getByRole('region', { name: 'Correct the address' })).toBeInTheDocument()
    const { again } = await typeTwice(RIGHT, 'ana@exampel.co.mz', /^The right address/)
    expect(screen.getByLabelText(/^Confirm the new email/)).toBe(again)
    await userEvent.click(screen.getByRole('button', { name: 'Save and send a new link' }))

    await waitFor(() =>
      expect(again).toHaveAccessibleDescription(
        /The two addresses are not the same\. Type the same email in both fields\./,
      ),
    )
  })
})
