import { createPasswordConfirmationPrompt } from '@conecta/account'
import { BrowserSessions, PasswordConfirmationHost } from '@conecta/account/react'
import { addBrowserSession, makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { SAMSUNG_PHONE_USER_AGENT } from '../support/devices'
import { mockApi } from '../support/mockApi'
import { findDialog } from '../support/playHelpers'
import { accountCatalogues } from '../support/withLocale'

const ana = makeUser({ email: 'ana@example.co.mz', password: 'senha-da-ana' })

// Ana, signed in here and on her phone; her password not confirmed lately, so ending the
// other sessions is answered 423 (the demo API's `password.confirm`).
const api = mockApi(
  { users: [ana], signedInAs: ana },
  {
    seed: (store) => {
      addBrowserSession(store, {
        userId: ana.id,
        userAgent: SAMSUNG_PHONE_USER_AGENT,
        ipAddress: '197.218.4.2',
        minutesAgo: 5,
      })
    },
  },
)

/** A host's signed-in page: its client asks the channel, the host shows the dialog. */
function PasswordConfirmationStory() {
  const [prompt] = useState(createPasswordConfirmationPrompt)
  return (
    <BlockSession confirmPassword={prompt.ask}>
      <BrowserSessions />
      <PasswordConfirmationHost prompt={prompt} />
    </BlockSession>
  )
}

/**
 * The password confirmation, from `@conecta/account`: when a call is answered
 * 423 (Laravel's `password.confirm`), the dialog asks for the password
 * (ana's is `senha-da-ana` on the demo API), confirms it, and the call goes
 * again once. Cancelar leaves the call undone, without an error. Here the
 * call is "Terminar todas as outras sessões". "Idioma" in the toolbar
 * switches the words (`AccountStrings.passwordConfirmation`).
 *
 * ```tsx
 * import { createPasswordConfirmationPrompt } from '@conecta/account'
 * import { PasswordConfirmationHost } from '@conecta/account/react'
 *
 * const prompt = createPasswordConfirmationPrompt()
 * const client = createSanctumClient({ baseURL, confirmPassword: prompt.ask })
 *
 * <SessionProvider input={{ client }}>
 *   <PasswordConfirmationHost prompt={prompt} />
 *   …the signed-in pages
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/PasswordConfirmation',
  component: PasswordConfirmationStory,
  subcomponents: { PasswordConfirmationHost },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('passwordConfirmation', 'fields'), api),
  },
} satisfies Meta<typeof PasswordConfirmationStory>

export default meta
type Story = StoryObj<typeof meta>

async function ask(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  locale: keyof typeof accountCatalogues = 'pt',
) {
  const words = accountCatalogues[locale]
  const region = await canvas.findByRole('region', { name: words.browserSessions.title })
  await userEvent.click(
    await within(region).findByRole('button', { name: words.browserSessions.endOthers }),
  )
  return findDialog(words.passwordConfirmation.title)
}

/** A call answered 423: the dialog asks, the field has the focus. */
export const Asking: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await ask(canvas, userEvent)
    await waitFor(() => expect(within(dialog).getByLabelText(/^Palavra-passe/)).toHaveFocus())
  },
}

/** A wrong password: the message beside the field, what was typed kept, the focus on it. */
export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await ask(canvas, userEvent)
    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    await userEvent.type(field, 'errada-123{Enter}')
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Erro: A palavra-passe está incorrecta.'),
    )
    await expect(field).toHaveValue('errada-123')
    await expect(api.store.sessionsOf(ana.id)).toHaveLength(2)
  },
}

/** In English, confirmed: the call went again and the other session ended. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en
    const dialog = await ask(canvas, userEvent, 'en')
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'senha-da-ana')
    await userEvent.click(
      within(dialog).getByRole('button', { name: words.passwordConfirmation.confirm }),
    )
    await expect(await canvas.findByText(words.browserSessions.othersEnded)).toBeVisible()
    await expect(api.store.sessionsOf(ana.id)).toHaveLength(1)
  },
}
