// @vitest-environment jsdom
import { createMockStore, makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { createSignInAgainPrompt } from '../promptChannel'
import { ProfileInformation } from './ProfileInformation'
import { SignInAgainHost } from './SignInAgainHost'

const server = serveContract()

const ana = makeUser({ id: 1, name: 'Ana Machava', email: 'ana@example.co.mz' })
const bento = makeUser({ id: 2, name: 'Bento Macuácua', email: 'bento@example.co.mz' })
const DRAFT = 'Ana M. Sitoe (rascunho)'

/**
 * A host as the README mounts it: its client asks the channel when a form's
 * call is answered 401, the host shows the dialog. Ana types a new name on
 * the profile block, her session ends on the server, and she saves.
 */
async function saveAfterTheSessionEnded(strings?: AccountStrings) {
  const store = createMockStore({ users: [ana, bento], signedInAs: ana })
  const saves: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') saves.push(new URL(request.url).pathname)
  })
  const prompt = createSignInAgainPrompt()
  const client = hostClient(server, store, undefined, { signInAgain: prompt.ask })
  const onOtherPerson = vi.fn()
  const view = renderInHost(
    <>
      <ProfileInformation />
      <SignInAgainHost prompt={prompt} onOtherPerson={onOtherPerson} />
    </>,
    client,
    strings,
  )
  const name = await screen.findByRole('textbox', { name: /^(Nome|Name)/ })
  await userEvent.clear(name)
  await userEvent.type(name, DRAFT)
  const { ambientSessionId } = store
  if (ambientSessionId !== null) store.endSession(ambientSessionId)
  await userEvent.click(screen.getByRole('button', { name: /Guardar alterações|Save changes/ }))
  return { ...view, store, saves, name, onOtherPerson }
}

async function signIn(
  dialog: HTMLElement,
  person: { email: string; password: string },
  words = { email: 'E-mail', password: 'Palavra-passe', submit: 'Entrar' },
) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: words.email }), person.email)
  await userEvent.type(within(dialog).getByLabelText(words.password), person.password)
  await userEvent.click(within(dialog).getByRole('button', { name: words.submit }))
}

describe('SignInAgainHost', () => {
  it('given the same person signing in again, should send what was typed once more, the field never emptied', async () => {
    const { container, store, saves, name, onOtherPerson } = await saveAfterTheSessionEnded()
    const dialog = await screen.findByRole('alertdialog', { name: 'A sua sessão terminou' })
    // It names nobody, and its e-mail field starts empty: the phone may be shared.
    expect(dialog).not.toHaveTextContent(ana.name)
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('')
    expect(name).toHaveValue(DRAFT)
    await expectNoAxeViolations(container.ownerDocument.body)

    await signIn(dialog, ana)

    expect(await screen.findByText('Os seus dados foram guardados.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(saves).toEqual(['/user/profile-information', '/user/profile-information'])
    expect(store.users.get(ana.id)?.name).toBe(DRAFT)
    expect(onOtherPerson).not.toHaveBeenCalled()
  })

  it('given another person signing in, should send nothing of the form, forget it, and tell the host', async () => {
    const { store, saves, onOtherPerson } = await saveAfterTheSessionEnded()
    const dialog = await screen.findByRole('alertdialog', { name: 'A sua sessão terminou' })

    await signIn(dialog, bento)

    await waitFor(() => expect(onOtherPerson).toHaveBeenCalledTimes(1))
    // The session asked the server who this is: the block now shows Bento, none of Ana's draft.
    expect(await screen.findByDisplayValue(bento.name)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(DRAFT)
    expect([...document.querySelectorAll('input')].map((input) => input.value)).not.toContain(DRAFT)
    expect(saves).toEqual(['/user/profile-information'])
    expect(store.users.get(ana.id)?.name).toBe(ana.name)
    expect(store.users.get(bento.id)?.name).toBe(bento.name)
  })

  it('given English, should ask in English and refuse empty fields beside them', async () => {
    await saveAfterTheSessionEnded(accountEn)
    const words = accountEn.signInAgain
    const dialog = await screen.findByRole('alertdialog', { name: words.title })
    expect(dialog).toHaveAccessibleDescription(words.description)

    await userEvent.click(within(dialog).getByRole('button', { name: words.submit }))

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        expect.stringContaining(words.emailMissing),
      ),
    )
    expect(within(dialog).getByLabelText(words.password)).toHaveAccessibleDescription(
      expect.stringContaining(accountEn.fields.passwordMissing),
    )
  })
})
