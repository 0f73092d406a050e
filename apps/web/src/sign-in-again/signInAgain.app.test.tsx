import { profileInformationPt, signInAgainPt } from '@conecta/account'
import { makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer, useMockApi } from '../../test/mswServer'
import { renderRoute } from '../../test/renderRoute'
import { DEMO_API_URL } from '../config/validateEnv'

const { saved: PROFILE_SAVED_MESSAGE } = profileInformationPt

// docs/product.md#session-ended-mid-form, through the whole app: the profile's form, the
// client's 401, the dialog, the session, the router.

const ana = makeUser({ id: 1, name: 'Ana Machava', email: 'ana@example.co.mz' })
const bento = makeUser({ id: 2, name: 'Bento Macuácua', email: 'bento@example.co.mz' })
const DRAFT = 'Ana M. Sitoe (rascunho)'

/** Ana on her profile, a new name typed, her session ended on the server, and Guardar tapped. */
async function saveAfterTheSessionEnded(api: ReturnType<typeof useMockApi>) {
  const saves: string[] = []
  mswServer.use(
    http.put(`${DEMO_API_URL}/user/profile-information`, async ({ request }) => {
      saves.push(await request.clone().text())
      // Nothing returned: the store's own handler answers.
    }),
  )
  const rendered = renderRoute('/profile')
  await screen.findByRole('heading', { level: 1, name: `Olá, ${ana.name}` })
  const name = screen.getByRole('textbox', { name: /Nome/ })
  await userEvent.clear(name)
  await userEvent.type(name, DRAFT)
  const { ambientSessionId } = api.store
  if (ambientSessionId !== null) api.store.endSession(ambientSessionId)
  await userEvent.click(screen.getByRole('button', { name: 'Guardar alterações' }))
  const dialog = await screen.findByRole('alertdialog', { name: signInAgainPt.title })
  return { ...rendered, api, saves, dialog }
}

async function signIn(dialog: HTMLElement, person: { email: string; password: string }) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), person.email)
  await userEvent.type(within(dialog).getByLabelText('Palavra-passe'), person.password)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
}

describe('a session that ends while a form is filled', () => {
  it('given the same person signing in again, should save what was typed with one more call, the field never emptied', async () => {
    const { api, saves, dialog } = await saveAfterTheSessionEnded(
      useMockApi({ signedInAs: ana, users: [bento] }),
    )
    expect(screen.getByRole('textbox', { name: /Nome/, hidden: true })).toHaveValue(DRAFT)

    await signIn(dialog, ana)

    expect(await screen.findByText(PROFILE_SAVED_MESSAGE)).toBeInTheDocument()
    expect(saves).toHaveLength(2)
    expect(saves.every((body) => body.includes(DRAFT))).toBe(true)
    expect(api.store.users.get(ana.id)?.name).toBe(DRAFT)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('textbox', { name: /Nome/ })).toHaveValue(DRAFT)
  })

  it('given another person signing in, should send nothing of the form, drop it, and show the new person their own profile', async () => {
    const { api, saves, dialog, router } = await saveAfterTheSessionEnded(
      useMockApi({ signedInAs: ana, users: [bento] }),
    )

    await signIn(dialog, bento)

    expect(
      await screen.findByRole('heading', { level: 1, name: `Olá, ${bento.name}` }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile')
    expect(saves).toHaveLength(1)
    expect(api.store.users.get(ana.id)?.name).toBe(ana.name)
    expect(api.store.users.get(bento.id)?.name).toBe(bento.name)
    expect(document.body).not.toHaveTextContent(DRAFT)
    const values = [...document.querySelectorAll('input')].map((input) => input.value)
    expect(values).not.toContain(DRAFT)
    expect(window.localStorage.getItem('user-storage')).toContain(bento.email)
  })
})
