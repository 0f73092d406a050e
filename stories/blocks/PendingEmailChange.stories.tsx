import type { PendingEnding } from '@conecta/account/react'
import { PendingEmailChange } from '@conecta/account/react'
import { confirmPasswordNow, makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const CURRENT = 'ana@example.co.mz'
const PENDING = 'ana.sitoe@example.co.mz'
const ana = makeUser({ email: CURRENT, pending_email: PENDING })

// Ana, signed in here, her change of address waiting for its link.
const api = mockApi({ users: [ana], signedInAs: ana }, { seed: confirmPasswordNow })

/** A host's profile: the block while the change waits; the host's own words once it ended. */
function PendingEmailChangeStory() {
  const [ended, setEnded] = useState<PendingEnding | null>(null)
  return (
    <BlockSession>
      {ended === null ? (
        <PendingEmailChange current={CURRENT} pending={PENDING} onEnded={setEnded} />
      ) : (
        <p role="status">A alteração terminou ({ended}).</p>
      )}
    </BlockSession>
  )
}

/**
 * A change of address waiting for its link, from `@conecta/account/react`:
 * where the link went, that the current address keeps working until then,
 * "Reenviar" (the link mailed again) and "Cancelar a alteração". Once the
 * change is cancelled here, or found gone (opened or cancelled elsewhere),
 * `onEnded` tells the host, which asks the session for the user again.
 * "Idioma" in the toolbar switches the words (`AccountStrings.pendingEmail`).
 *
 * ```tsx
 * import { PendingEmailChange } from '@conecta/account/react'
 *
 * {user.pending_email && (
 *   <PendingEmailChange current={user.email} pending={user.pending_email} onEnded={refresh} />
 * )}
 * ```
 */
const meta = {
  title: 'Blocos/PendingEmailChange',
  component: PendingEmailChangeStory,
  subcomponents: { PendingEmailChange },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('pendingEmail', 'fields'), api),
  },
} satisfies Meta<typeof PendingEmailChangeStory>

export default meta
type Story = StoryObj<typeof meta>

/** The change waiting for its link. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Falta confirmar o novo e-mail')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reenviar' })).toBeVisible()
  },
}

const resent = mockApi({ users: [ana], signedInAs: ana }, { seed: confirmPasswordNow })

/** In English, the link mailed again. */
export const ResentInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: resent.parameters,
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en.pendingEmail
    await userEvent.click(canvas.getByRole('button', { name: words.resend }))
    await expect(await canvas.findByText(words.resent(PENDING))).toBeVisible()
  },
}
