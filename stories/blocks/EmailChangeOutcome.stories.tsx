import { type EmailChangeHint, EmailChangeOutcome } from '@conecta/account/react'
import { makeUser } from '@conecta/mocks'
import type { CurrentUser } from '@conecta/session-machine'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const OLD = 'ana.machava.da.silva.e.sitoe@example.co.mz'
const NEW = 'ana.sitoe.machava.da.silva@trabalho.example.co.mz'

/** Ana as the server shows her: her address, and a change waiting for its link (or none). */
function ana(email: string, pending: string | null): CurrentUser {
  return { user: makeUser({ email, pending_email: pending }), subscription: null }
}

const api = mockApi()

function EmailChangeOutcomeStory({
  hint,
  user,
}: {
  hint: EmailChangeHint | null
  user: CurrentUser
}) {
  return (
    <BlockSession>
      <EmailChangeOutcome hint={hint} user={user} />
    </BlockSession>
  )
}

/**
 * What the link of a change of address led to, from
 * `@conecta/account/react`: a notice above the profile. The host reads the
 * hint its address got from the link's redirect (`?email-changed=1`,
 * `?email-change=taken|invalid`) once, then takes it out of the address; the
 * block says the change was made only when the user shows it (no change
 * pending, the address verified). "Idioma" in the toolbar switches the words
 * (`AccountStrings.emailChangeOutcome`).
 *
 * ```tsx
 * import { EmailChangeOutcome } from '@conecta/account/react'
 *
 * const [hint] = useState(() => readHint(location.search))
 * <EmailChangeOutcome hint={hint} />
 * ```
 */
const meta = {
  title: 'Blocos/EmailChangeOutcome',
  component: EmailChangeOutcomeStory,
  subcomponents: { EmailChangeOutcome },
  ...blockMeta(api),
  args: { hint: 'changed', user: ana(NEW, null) },
  argTypes: {
    hint: { control: 'select', options: [null, 'changed', 'taken', 'invalid'] },
  },
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('emailChangeOutcome', 'fields'), api),
  },
} satisfies Meta<typeof EmailChangeOutcomeStory>

export default meta
type Story = StoryObj<typeof meta>

/** The change made: the address the account has now. */
export const Changed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('E-mail alterado')).toBeVisible()
  },
}

/** Another account took the new address before the link was opened. */
export const Taken: Story = {
  args: { hint: 'taken', user: ana(OLD, null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('O e-mail não foi alterado')).toBeVisible()
  },
}

/** In English, a link no longer valid while the change still waits: send it again. */
export const InvalidInEnglish: Story = {
  globals: { locale: 'en' },
  args: { hint: 'invalid', user: ana(OLD, NEW) },
  play: async ({ canvas }) => {
    const words = accountCatalogues.en.emailChangeOutcome
    await expect(canvas.getByRole('status')).toHaveTextContent(words.invalidResend(NEW))
  },
}
