import { ForgotPassword, useAccountStrings } from '@conecta/account/react'
import { makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const ana = makeUser({ email: 'ana@example.co.mz' })
const api = mockApi({ users: [ana] })

/** A host's page: the block in a session of its own, with the host's way back to its sign-in. */
function ForgotPasswordStory() {
  return (
    <BlockSession>
      <HostPage />
    </BlockSession>
  )
}

function HostPage() {
  // The host's own link, in the host's language.
  const english = useAccountStrings().locale === 'en'
  return (
    <ForgotPassword
      footer={<a href="#entrar">{english ? 'Back to sign in' : 'Voltar a entrar'}</a>}
    />
  )
}

/**
 * A forgotten password, from `@conecta/account/react`: the account's address,
 * then a link mailed to choose a new password (ana@example.co.mz has an
 * account on the demo API). "Idioma" in the toolbar switches the words
 * (`AccountStrings.forgotPassword`).
 *
 * ```tsx
 * import { ForgotPassword } from '@conecta/account/react'
 *
 * <SessionProvider input={{ client }}>
 *   <ForgotPassword footer={<a href="/entrar">Voltar a entrar</a>} />
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/ForgotPassword',
  component: ForgotPasswordStory,
  subcomponents: { ForgotPassword },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('forgotPassword', 'fields', 'failure'), api),
  },
} satisfies Meta<typeof ForgotPasswordStory>

export default meta
type Story = StoryObj<typeof meta>

/** The form, as a person finds it. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Recuperar palavra-passe' }),
    ).toBeVisible()
  },
}

/** The link went: where to, and another may be asked for. */
export const LinkSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), ana.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }))
    await expect(await canvas.findByRole('button', { name: 'Enviar outro link' })).toBeVisible()
    await waitFor(() => expect(api.store.outbox).toHaveLength(1))
  },
}

/** In English, the link sent. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en.forgotPassword
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), ana.email)
    await userEvent.click(canvas.getByRole('button', { name: words.submit }))
    await expect(await canvas.findByText(words.sent(ana.email))).toBeVisible()
  },
}
