// @vitest-environment jsdom
import { createMockStore, makeUser } from '@conecta/mocks'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { ForgotPassword } from './ForgotPassword'

const server = serveContract()
const ana = makeUser({ email: 'ana@example.co.mz' })

function mount(strings?: AccountStrings) {
  const store = createMockStore({ users: [ana] })
  const view = renderInHost(
    <ForgotPassword footer={<a href="/entrar">Voltar a entrar</a>} />,
    hostClient(server, store),
    strings,
  )
  return { ...view, store }
}

describe('ForgotPassword', () => {
  it("given the account's address, should mail the link, say where it went and offer another", async () => {
    const { container, store } = mount()

    expect(
      screen.getByRole('heading', { level: 2, name: 'Recuperar palavra-passe' }),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), ' ana@example.co.mz ')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }))

    expect(
      await screen.findByText(
        'Enviámos um link para ana@example.co.mz. Abra o e-mail e siga o link para escolher uma nova palavra-passe. Não recebeu? Verifique a pasta de spam ou peça outro link.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar outro link' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ana@example.co.mz')
    expect(store.outbox.map((mail) => mail.to)).toEqual(['ana@example.co.mz'])
    await expectNoAxeViolations(container)
  })

  it('given an address no account has, should say so in Portuguese beside the field', async () => {
    mount()

    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ninguem@example.co.mz')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }))

    const summary = await screen.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      'Erro: Não encontrámos nenhuma conta com este e-mail.',
    )
    expect(screen.getByRole('button', { name: 'Enviar link' })).toBeInTheDocument()
  })

  it('given English, should speak English throughout', async () => {
    mount(accountEn)

    expect(
      screen.getByRole('heading', { level: 2, name: 'Forgotten password' }),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.co.mz')
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }))

    expect(await screen.findByRole('button', { name: 'Send another link' })).toBeInTheDocument()
    expect(screen.getByText(/^We sent a link to ana@example\.co\.mz\./)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/obrigatório|Sucesso|Enviámos/)
  })
})
