import { AccountSummary } from '@conecta/account/react'
import { confirmPasswordNow, makeUser } from '@conecta/mocks'
import type { CurrentUser } from '@conecta/session-machine'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const CURRENT = 'ana.machava.da.silva.e.sitoe@example.co.mz'
const PENDING = 'ana.sitoe.machava.da.silva@trabalho.example.co.mz'
const since = { created_at: '2025-03-04T08:00:00.000000Z' }
const verified = makeUser({
  email: CURRENT,
  email_verified_at: '2025-03-04T09:00:00.000000Z',
  ...since,
})
const waiting = { ...verified, pending_email: PENDING }
const unverified = makeUser({ email: CURRENT, email_verified_at: null, ...since })

// Ana signed in here; the summary reads the session's user unless the story gives one.
const api = mockApi(
  { users: [verified], signedInAs: verified },
  { seed: confirmPasswordNow, features: { pendingEmail: true } },
)

function AccountSummaryStory({ user }: { user?: CurrentUser }) {
  return (
    <BlockSession>
      <AccountSummary {...(user === undefined ? {} : { user })} />
    </BlockSession>
  )
}

/**
 * Who is signed in, from `@conecta/account/react`: the address, a new one
 * waiting for its link (mail it again, or cancel it), whether and when the
 * address was verified (another link while it is not), and since when the
 * person is a client, days in the catalogue's locale as Maputo counts them.
 * "Idioma" in the toolbar switches the words (`AccountStrings.accountSummary`).
 *
 * ```tsx
 * import { AccountSummary, ProfileInformation, usePendingEmailChange } from '@conecta/account/react'
 *
 * const change = usePendingEmailChange(user)
 * <AccountSummary user={user} change={change} />
 * <ProfileInformation user={user} pendingEmail={change.pending} />
 * ```
 */
const meta = {
  title: 'Blocos/AccountSummary',
  component: AccountSummaryStory,
  subcomponents: { AccountSummary },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('accountSummary', 'pendingEmail', 'fields'), api),
  },
} satisfies Meta<typeof AccountSummaryStory>

export default meta
type Story = StoryObj<typeof meta>

/** A verified address: when, and since when the person is a client. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Verificado em 4 de março de 2025')).toBeVisible()
  },
}

const change = mockApi(
  { users: [waiting], signedInAs: waiting },
  { seed: confirmPasswordNow, features: { pendingEmail: true } },
)

/** A new address waiting for its link (long addresses break where they must). */
export const ChangeWaiting: Story = {
  parameters: change.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`${PENDING} (por confirmar)`)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Cancelar a alteração' })).toBeVisible()
  },
}

/** In English, the change cancelled: the address stays, said where the focus went. */
export const CancelledInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: change.parameters,
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en
    await userEvent.click(await canvas.findByRole('button', { name: words.pendingEmail.cancel }))
    const said = await canvas.findByText(words.accountSummary.cancelled(CURRENT))
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus())
  },
}

/** The host's person, whose address is not verified yet: another link on request. */
export const NotVerified: Story = {
  args: { user: { user: unverified, subscription: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Confirme o seu e-mail')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reenviar link de verificação' })).toBeVisible()
  },
}
