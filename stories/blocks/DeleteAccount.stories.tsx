import { DeleteAccount } from '@conecta/account/react'
import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const ana = makeUser({ email: 'ana@example.co.mz', password: 'senha-da-ana' })
const api = mockApi({ users: [ana], signedInAs: ana })

/** A host's signed-in page: the block in a session of its own; once deleted, the host's goodbye. */
function DeleteAccountStory() {
  const [deleted, setDeleted] = useState(false)
  return (
    <BlockSession>
      {deleted ? (
        <p role="status">A conta foi eliminada.</p>
      ) : (
        <DeleteAccount onDeleted={() => setDeleted(true)} />
      )}
    </BlockSession>
  )
}

/**
 * The account deleted for good, from `@conecta/account/react`, behind a
 * dialog that asks for the password (ana's is `senha-da-ana` on the demo
 * API). A wrong one keeps the dialog open with the message beside the field.
 * The host goes on in `onDeleted`; the block then ends the session. "Idioma"
 * in the toolbar switches the words (`AccountStrings.deleteAccount`).
 *
 * ```tsx
 * import { DeleteAccount } from '@conecta/account/react'
 *
 * <SessionProvider input={{ client }}>
 *   <DeleteAccount onDeleted={() => router.replace('/')} />
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/DeleteAccount',
  component: DeleteAccountStory,
  subcomponents: { DeleteAccount },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('deleteAccount', 'fields'), api),
  },
} satisfies Meta<typeof DeleteAccountStory>

export default meta
type Story = StoryObj<typeof meta>

/** The block, as a person finds it. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Eliminar conta' })).toBeVisible()
  },
}

/** A wrong password: the dialog stays, the message beside the field, what was typed kept. */
export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar conta' }))
    const dialog = within(document.body).getByRole('alertdialog')
    const field = within(dialog).getByLabelText(/^Palavra-passe/)
    await userEvent.type(field, 'errada-123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }))
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Erro: A palavra-passe está incorrecta.'),
    )
    await expect(api.store.users.size).toBe(1)
  },
}

/** In English, deleted: the host's goodbye. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en.deleteAccount
    await userEvent.click(canvas.getByRole('button', { name: words.open }))
    const dialog = within(document.body).getByRole('alertdialog')
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'senha-da-ana')
    await userEvent.click(within(dialog).getByRole('button', { name: words.confirm }))
    await expect(await canvas.findByRole('status')).toBeVisible()
    await expect(api.store.users.size).toBe(0)
  },
}
