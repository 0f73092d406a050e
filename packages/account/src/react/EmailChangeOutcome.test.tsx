// @vitest-environment jsdom
import { createMockStore, makeUser } from '@conecta/mocks'
import type { CurrentUser } from '@conecta/session-machine'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { type EmailChangeHint, EmailChangeOutcome } from './EmailChangeOutcome'

const server = serveContract()
const OLD = 'ana@example.co.mz'
const NEW = 'ana.sitoe@example.co.mz'

/** Ana as the server shows her: her address, and the change waiting for its link (or none). */
function ana(email: string, pending: string | null): CurrentUser {
  return { user: { ...makeUser({ email, pending_email: pending }) }, subscription: null }
}

function mount(hint: EmailChangeHint | null, user: CurrentUser, strings?: AccountStrings) {
  const client = hostClient(server, createMockStore())
  const view = renderInHost(<EmailChangeOutcome hint={hint} user={user} />, client, strings)
  return {
    ...view,
    showUser: (next: CurrentUser) => view.redraw(<EmailChangeOutcome hint={hint} user={next} />),
  }
}

describe('EmailChangeOutcome', () => {
  it("given the link's word that the change was made and a user who shows it, should say the address the account has now", async () => {
    const { container } = mount('changed', ana(NEW, null))

    expect(screen.getByText('E-mail alterado')).toBeVisible()
    expect(
      screen.getByText(
        `O e-mail da sua conta é agora ${NEW}. É com ele que entra a partir de agora.`,
      ),
    ).toBeVisible()
    await expectNoAxeViolations(container)
  })

  it("given the link's word but a user whose change still waits, should say nothing: the address is a hint", () => {
    mount('changed', ana(OLD, NEW))
    expect(screen.queryByText('E-mail alterado')).toBeNull()
  })

  it('given a change seen pending that the server then holds as the address (opened on another phone), should say it was made with no hint', () => {
    const { showUser } = mount(null, ana(OLD, NEW))
    expect(screen.queryByText('E-mail alterado')).toBeNull()

    showUser(ana(NEW, null))

    expect(screen.getByText('E-mail alterado')).toBeVisible()
  })

  it('given an invalid link in English, should say what to do next: send again while a change waits, else save the address again', () => {
    const { showUser } = mount('invalid', ana(OLD, NEW), accountEn)

    expect(screen.getByRole('status')).toHaveTextContent(
      `The link is no longer valid: it expired, was cancelled or replaced by a newer one. Tap “Send again” to get a new link at ${NEW}.`,
    )

    showUser(ana(OLD, null))

    expect(screen.getByRole('status')).toHaveTextContent(
      `Your email is still ${OLD}; to change it, save the new address in “Personal details”.`,
    )
  })

  it('given an address another account took meanwhile, should say the account keeps its own', () => {
    mount('taken', ana(OLD, null))
    expect(
      screen.getByText(
        `O novo endereço passou a ser usado por outra conta antes de o link ser aberto. O seu e-mail continua a ser ${OLD}; pode escolher outro em «Dados pessoais».`,
      ),
    ).toBeVisible()
  })
})
