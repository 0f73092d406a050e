import { ProfileInformation } from '@conecta/account/react'
import { confirmPasswordNow, makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const ana = makeUser({ name: 'Ana Machava', email: 'ana@example.co.mz' })

// Ana, signed in here, her password confirmed a moment ago; a backend that keeps a change of
// address pending until its link is opened.
const api = mockApi(
  { users: [ana], signedInAs: ana },
  { seed: confirmPasswordNow, features: { pendingEmail: true } },
)

/** A host's signed-in page: the block in a session of its own. */
function ProfileInformationStory() {
  return (
    <BlockSession>
      <ProfileInformation />
    </BlockSession>
  )
}

/**
 * A signed-in person's name and e-mail, from `@conecta/account/react`
 * (`PUT /user/profile-information` through the session's client). Where the
 * backend keeps a change of address pending until its link is opened, the old
 * address keeps working and saving says where the link went; where it
 * replaces the address at once, the new one is typed twice (a typo would lock
 * the person out), and once saved the session's person must verify it: the
 * host says where the link went in `onSaved`. "Idioma" in the toolbar
 * switches the words (`AccountStrings.profileInformation`).
 *
 * ```tsx
 * import { ProfileInformation } from '@conecta/account/react'
 *
 * <SessionProvider input={{ client }}>
 *   <ProfileInformation onSaved={({ emailChanged, waitsForLink }) => …} />
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/ProfileInformation',
  component: ProfileInformationStory,
  subcomponents: { ProfileInformation },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('profileInformation', 'newEmail', 'fields'), api),
  },
} satisfies Meta<typeof ProfileInformationStory>

export default meta
type Story = StoryObj<typeof meta>

/** The form as it opens: the name and the address the account has. */
export const Form: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Dados pessoais' })
    await expect(await within(region).findByLabelText(/^Nome/)).toHaveValue('Ana Machava')
  },
}

const pending = mockApi(
  { users: [ana], signedInAs: ana },
  { seed: confirmPasswordNow, features: { pendingEmail: true } },
)

/** Another address saved: the link went to it, and the change waits under the field. */
export const ChangeWaitsForLink: Story = {
  parameters: pending.parameters,
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Dados pessoais' })
    const email = await within(region).findByLabelText(/^E-mail/)
    await userEvent.clear(email)
    await userEvent.type(email, 'ana.sitoe@example.co.mz')
    await userEvent.click(within(region).getByRole('button', { name: 'Guardar alterações' }))
    await expect(
      await within(region).findByText(
        'Os seus dados foram guardados. Para mudar o e-mail, abra o link que enviámos para ana.sitoe@example.co.mz.',
      ),
    ).toBeVisible()
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Alteração por confirmar: ana.sitoe@example.co.mz.'),
      ),
    )
  },
}

const atOnce = mockApi(
  { users: [ana], signedInAs: ana },
  { seed: confirmPasswordNow, features: { pendingEmail: false } },
)

/**
 * In English, on a backend that replaces the address at once: another address
 * is typed twice, and a second typing that differs is refused before anything
 * is sent.
 */
export const TypedTwiceInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: atOnce.parameters,
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en
    const region = await canvas.findByRole('region', { name: words.profileInformation.title })
    await userEvent.clear(await within(region).findByLabelText(/^Email/))
    await userEvent.type(within(region).getByLabelText(/^Email/), 'ana.sitoe@example.co.mz')
    await userEvent.type(
      within(region).getByLabelText(new RegExp(`^${words.newEmail.confirmation}`)),
      'ana.sitoe@example.co.mx',
    )
    await userEvent.click(
      within(region).getByRole('button', { name: words.profileInformation.submit }),
    )
    await waitFor(() =>
      expect(
        within(region).getByLabelText(new RegExp(`^${words.newEmail.confirmation}`)),
      ).toHaveAccessibleDescription(expect.stringContaining(words.newEmail.confirmationMismatch)),
    )
    await expect(atOnce.store.users.get(ana.id)?.email).toBe('ana@example.co.mz')
  },
}
