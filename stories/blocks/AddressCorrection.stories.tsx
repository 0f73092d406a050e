import { createPasswordConfirmationPrompt } from '@conecta/account'
import {
  AddressCorrection,
  type MailedAddress,
  PasswordConfirmationHost,
  useAccountStrings,
} from '@conecta/account/react'
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

const TYPO = 'ana@exmaple.co.mz'
const RIGHT = 'ana@example.co.mz'
const ana = makeUser({
  name: 'Ana Machava',
  email: TYPO,
  email_verified_at: null,
  password: 'senha-da-ana',
})
const api = mockApi({ users: [ana], signedInAs: ana })

/** A host's page for a person whose address is not verified: the block, and the password dialog's host. */
function AddressCorrectionStory({ address }: { address: MailedAddress | null }) {
  const [prompt] = useState(createPasswordConfirmationPrompt)
  const [corrected, setCorrected] = useState<MailedAddress | null>(null)
  // The host's own words, in the catalogue's language.
  const english = useAccountStrings().locale.startsWith('en')
  return (
    <BlockSession confirmPassword={prompt.ask}>
      {corrected === null ? (
        <AddressCorrection address={address} onCorrected={setCorrected} />
      ) : (
        <p role="status">
          {english ? 'New link sent to' : 'Novo link enviado para'} {corrected.email}.
        </p>
      )}
      <PasswordConfirmationHost prompt={prompt} />
    </BlockSession>
  )
}

/**
 * A mistyped address corrected before it was verified, from
 * `@conecta/account/react`: the right address typed twice (a second typo
 * would lock the person out again), saved with the name through Fortify's
 * `PUT /user/profile-information`, and the new link mailed to it. The demo
 * API puts the route behind `password.confirm`: the host's
 * `PasswordConfirmationHost` asks first (ana's password is `senha-da-ana`).
 * Without a known name (`address.name: null`) the block asks for it. "Idioma"
 * in the toolbar switches the words (`AccountStrings.addressCorrection`,
 * `AccountStrings.newEmail`).
 *
 * ```tsx
 * import { AddressCorrection } from '@conecta/account/react'
 *
 * <AddressCorrection
 *   address={{ email: 'ana@exmaple.co.mz', name: 'Ana Machava' }}
 *   onCorrected={({ email }) => say(`Novo link enviado para ${email}.`)}
 * />
 * ```
 */
const meta = {
  title: 'Blocos/AddressCorrection',
  component: AddressCorrectionStory,
  subcomponents: { AddressCorrection },
  ...blockMeta(api),
  args: { address: { email: TYPO, name: 'Ana Machava' } },
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('addressCorrection', 'newEmail', 'fields'), api),
  },
} satisfies Meta<typeof AddressCorrectionStory>

export default meta
type Story = StoryObj<typeof meta>

/** Another address typed: the second field asks for it again. */
export const TypedTwice: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: /^O endereço certo/ })
    await userEvent.clear(email)
    await userEvent.type(email, RIGHT)
    await expect(canvas.getByLabelText(/^Confirme o novo e-mail/)).toBeVisible()
  },
}

/** The two typings differ: said beside the second, nothing sent, both kept. */
export const TypingsDiffer: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: /^O endereço certo/ })
    await userEvent.clear(email)
    await userEvent.type(email, RIGHT)
    const again = canvas.getByLabelText(/^Confirme o novo e-mail/)
    await userEvent.type(again, 'ana@exampel.co.mz')
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar e enviar novo link' }))
    await waitFor(() =>
      expect(again).toHaveAccessibleDescription(
        `${accountCatalogues.pt.newEmail.confirmationHint} Erro: ${accountCatalogues.pt.newEmail.confirmationMismatch}`,
      ),
    )
    await expect(api.store.users.get(ana.id)?.email).toBe(TYPO)
  },
}

/** A host that does not know the name: the block asks for it with the address. */
export const NameUnknown: Story = {
  args: { address: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Nome/ })).toBeVisible()
  },
}

/** In English, corrected once the password is confirmed. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en
    const email = canvas.getByRole('textbox', { name: /^The right address/ })
    await userEvent.clear(email)
    await userEvent.type(email, RIGHT)
    await userEvent.type(canvas.getByLabelText(/^Confirm the new email/), RIGHT)
    await userEvent.click(canvas.getByRole('button', { name: words.addressCorrection.submit }))
    const dialog = await findDialog(words.passwordConfirmation.title)
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'senha-da-ana{Enter}')
    await expect(await canvas.findByRole('status')).toHaveTextContent(RIGHT)
    await expect(api.store.users.get(ana.id)?.email).toBe(RIGHT)
  },
}
