import { createPasswordConfirmationPrompt } from '@conecta/account'
import {
  type MailedAddress,
  PasswordConfirmationHost,
  useAccountStrings,
  VerifyEmail,
} from '@conecta/account/react'
import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, within } from 'storybook/test'
import { paragraphWithText } from '../../apps/web/test/paragraphWithText'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { findDialog, typeCorrectedAddress } from '../support/playHelpers'
import { accountCatalogues } from '../support/withLocale'

const TYPO = 'ana.machava.da.silva.e.sitoe@exmaple.co.mz'
const RIGHT = 'ana.machava.da.silva.e.sitoe@example.co.mz'
const ana = makeUser({
  name: 'Ana Machava',
  email: TYPO,
  email_verified_at: null,
  password: 'senha-da-ana',
})
// Ana registered with a typo, signed in here, her address not verified.
const api = mockApi({ users: [ana], signedInAs: ana })

/**
 * A host's page for an unverified address: the block with the address it remembers, its sign-in
 * link, its sign-out, and the password dialog's host beside the correction; its own words once
 * the address is verified or the person signed out.
 */
function VerifyEmailStory({ address }: { address: MailedAddress | null }) {
  const [prompt] = useState(createPasswordConfirmationPrompt)
  const [remembered, setRemembered] = useState(address)
  const [left, setLeft] = useState<string | null>(null)
  const english = useAccountStrings().locale.startsWith('en')
  return (
    <BlockSession confirmPassword={prompt.ask}>
      {left === null ? (
        <VerifyEmail
          address={remembered}
          onVerified={() => setLeft(english ? 'Verified.' : 'Verificado.')}
          signInLink={(text) => <a href="#entrar">{text}</a>}
          onCorrected={setRemembered}
          whileCorrecting={<PasswordConfirmationHost prompt={prompt} />}
          onSignOut={async () => setLeft(english ? 'Signed out.' : 'Sessão terminada.')}
        />
      ) : (
        <p role="status">{left}</p>
      )}
    </BlockSession>
  )
}

/**
 * An address not verified yet, from `@conecta/account/react`: where the link
 * went (the address the host remembers; "o seu e-mail" without one), what to
 * do with it, another link, the correction of a mistyped address (fetched
 * when asked for; the demo API puts it behind `password.confirm`, so the
 * host's `PasswordConfirmationHost` mounts beside it: ana's password is
 * `senha-da-ana`) and the host's sign-out. The block asks the session again
 * each time the person comes back to the page, and calls `onVerified` once
 * the address is verified. "Idioma" in the toolbar switches the words
 * (`AccountStrings.verifyEmail`).
 *
 * ```tsx
 * import { VerifyEmail } from '@conecta/account/react'
 *
 * <VerifyEmail
 *   address={remembered}
 *   onVerified={(afterWaiting) => router.replace(afterWaiting ? '/profile?verified=1' : '/profile')}
 *   signInLink={(text) => <Link href="/login">{text}</Link>}
 *   onCorrected={remember}
 *   onSignOut={signOut}
 * />
 * ```
 */
const meta = {
  title: 'Blocos/VerifyEmail',
  component: VerifyEmailStory,
  subcomponents: { VerifyEmail },
  ...blockMeta(api),
  args: { address: { email: TYPO, name: 'Ana Machava' } },
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(
      accountSections('verifyEmail', 'addressCorrection', 'newEmail', 'fields'),
      api,
    ),
  },
} satisfies Meta<typeof VerifyEmailStory>

export default meta
type Story = StoryObj<typeof meta>

/** Where the link went (a long address breaks where it must), another link, the correction, the way out. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        paragraphWithText(new RegExp(`^Enviámos um link de verificação para ${TYPO}\\.$`)),
      ),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: 'Enganou-se no endereço? Corrigir' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Terminar sessão' })).toBeVisible()
  },
}

/** A host that does not know the address: "o seu e-mail". */
export const AddressUnknown: Story = {
  args: { address: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(paragraphWithText(/^Enviámos um link de verificação para o seu e-mail\.$/)),
    ).toBeVisible()
  },
}

/** The address corrected, the password asked first: the new link went to the right one. */
export const Corrected: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = await typeCorrectedAddress(canvas, userEvent, RIGHT)
    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )
    const dialog = await findDialog(accountCatalogues.pt.passwordConfirmation.title)
    await userEvent.type(within(dialog).getByLabelText(/^Palavra-passe/), 'senha-da-ana{Enter}')
    const done = await canvas.findByText(
      `Corrigimos o endereço. Enviámos um novo link de verificação para ${RIGHT}.`,
    )
    await expect(done.closest('[tabindex="-1"]')).toHaveFocus()
    await expect(
      canvas.getByText(
        paragraphWithText(new RegExp(`^Enviámos um link de verificação para ${RIGHT}\\.$`)),
      ),
    ).toBeVisible()
    await expect(api.store.users.get(ana.id)?.email).toBe(RIGHT)
  },
}

const ended = mockApi({ users: [ana], signedInAs: ana })

/** In English, the session ended elsewhere: the resend says so, with the host's sign-in link. */
export const SessionEndedInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: ended.parameters,
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en.verifyEmail
    await canvas.findByRole('button', { name: words.correct })
    const { ambientSessionId } = ended.store
    if (ambientSessionId !== null) ended.store.endSession(ambientSessionId)
    await userEvent.click(canvas.getByRole('button', { name: words.resend }))
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: words.correct })).toBeNull()
  },
}

const endedWhileTyping = mockApi({ users: [ana], signedInAs: ana })

/**
 * The session ended while the right address was being typed (a sign-out in another tab, an
 * expiry): the form stays with what was typed, and the host's sign-in link comes under it.
 */
export const SessionEndedWhileCorrecting: Story = {
  parameters: endedWhileTyping.parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await typeCorrectedAddress(canvas, userEvent, RIGHT)
    const { ambientSessionId } = endedWhileTyping.store
    if (ambientSessionId !== null) endedWhileTyping.store.endSession(ambientSessionId)
    await userEvent.click(
      within(region).getByRole('button', { name: 'Guardar e enviar novo link' }),
    )

    await expect(await canvas.findByRole('link', { name: 'Entre' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Corrigir o endereço' })).toBe(region)
    await expect(within(region).getByRole('textbox', { name: /^O endereço certo/ })).toHaveValue(
      RIGHT,
    )
    await expect(endedWhileTyping.store.users.get(ana.id)?.email).toBe(TYPO)
  },
}
