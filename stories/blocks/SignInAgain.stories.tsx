import { createSignInAgainPrompt } from '@conecta/account'
import { ProfileInformation, SignInAgainHost } from '@conecta/account/react'
import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { findDialog } from '../support/playHelpers'
import { accountCatalogues } from '../support/withLocale'

const ana = makeUser({ id: 1, name: 'Ana Machava', email: 'ana@example.co.mz' })
const bento = makeUser({ id: 2, name: 'Bento Macuácua', email: 'bento@example.co.mz' })

// Ana, signed in here; Bento, who shares her phone.
const api = mockApi({ users: [ana, bento], signedInAs: ana })

/** A host's signed-in page: its client asks the channel, the host shows the dialog. */
function SignInAgainStory() {
  const [prompt] = useState(createSignInAgainPrompt)
  return (
    <BlockSession signInAgain={prompt.ask}>
      <ProfileInformation />
      <SignInAgainHost prompt={prompt} />
    </BlockSession>
  )
}

/**
 * The sign-in over a form whose session ended while the person typed, from
 * `@conecta/account`: the form's call is answered 401, the dialog asks to
 * sign in again, naming nobody (the phone may be shared). The same person
 * (ana@example.co.mz, `password` on the demo API), and the call goes again
 * with what was typed; someone else (bento@example.co.mz), and it is dropped
 * and the host is told (`onOtherPerson`). Cancelar lets the 401 reach the
 * session. Here the form is `ProfileInformation`, and the session ends on the
 * server as "Guardar alterações" is tapped. "Idioma" in the toolbar switches
 * the words (`AccountStrings.signInAgain`).
 *
 * ```tsx
 * import { createSignInAgainPrompt } from '@conecta/account'
 * import { SignInAgainHost } from '@conecta/account/react'
 *
 * const prompt = createSignInAgainPrompt()
 * const client = createSanctumClient({ baseURL, signInAgain: prompt.ask })
 *
 * <SessionProvider input={{ client }}>
 *   <SignInAgainHost prompt={prompt} onOtherPerson={() => router.replace('/profile')} />
 *   …the signed-in pages
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/SignInAgain',
  component: SignInAgainStory,
  subcomponents: { SignInAgainHost },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('signInAgain', 'fields'), api),
  },
} satisfies Meta<typeof SignInAgainStory>

export default meta
type Story = StoryObj<typeof meta>

/** A new name typed, the session ended on the server, and saved: the dialog asks. */
async function saveAfterTheSessionEnded(
  canvas: ReturnType<typeof within>,
  userEvent: {
    click: (element: Element) => Promise<void>
    clear: (element: Element) => Promise<void>
    type: (element: Element, text: string) => Promise<void>
  },
  locale: keyof typeof accountCatalogues = 'pt',
) {
  const words = accountCatalogues[locale]
  const region = await canvas.findByRole('region', { name: words.profileInformation.title })
  const name = await within(region).findByLabelText(new RegExp(`^${words.fields.name}`))
  await userEvent.clear(name)
  await userEvent.type(name, 'Ana M. Sitoe')
  const { ambientSessionId } = api.store
  if (ambientSessionId !== null) api.store.endSession(ambientSessionId)
  await userEvent.click(
    within(region).getByRole('button', { name: words.profileInformation.submit }),
  )
  return findDialog(words.signInAgain.title)
}

/** The dialog over the form: its e-mail field empty, naming nobody, the draft kept beneath. */
export const Asking: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await saveAfterTheSessionEnded(canvas, userEvent)
    await expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('')
    await expect(dialog).not.toHaveTextContent(ana.name)
  },
}

/** The same person signed in again: the save goes through with what was typed. */
export const SamePerson: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await saveAfterTheSessionEnded(canvas, userEvent)
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), ana.email)
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }))
    await expect(await canvas.findByText('Os seus dados foram guardados.')).toBeVisible()
    await waitFor(() => expect(api.store.users.get(ana.id)?.name).toBe('Ana M. Sitoe'))
  },
}

/** In English: empty fields refused beside them, nothing sent. */
export const RefusedInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en
    const dialog = await saveAfterTheSessionEnded(canvas, userEvent, 'en')
    await userEvent.click(within(dialog).getByRole('button', { name: words.signInAgain.submit }))
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        expect.stringContaining(words.signInAgain.emailMissing),
      ),
    )
  },
}
