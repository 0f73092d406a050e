import { PasswordReset, type PasswordResetDone, useAccountStrings } from '@conecta/account/react'
import { addBrowserSession, makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { SAMSUNG_PHONE_USER_AGENT } from '../support/devices'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const ana = makeUser({ email: 'ana@example.co.mz' })
const TOKEN = 'c0d1g0-d0-ema1l'

// Ana's live link, and the phone she lost, still signed in.
const api = mockApi(
  { users: [ana] },
  {
    seed: (store) => {
      store.passwordResets.set(ana.email, {
        email: ana.email,
        token: TOKEN,
        createdAt: store.now(),
      })
      addBrowserSession(store, {
        userId: ana.id,
        userAgent: SAMSUNG_PHONE_USER_AGENT,
        ipAddress: '197.218.4.2',
      })
    },
  },
)

interface PasswordResetStoryProps {
  /** The mailed link's token: Ana's live one, or one that expired. */
  token: string
}

/** A host's page: the block in a session of its own; once changed, what the host would say at its sign-in. */
function PasswordResetStory({ token }: PasswordResetStoryProps) {
  return (
    <BlockSession>
      <HostPage token={token} />
    </BlockSession>
  )
}

function HostPage({ token }: PasswordResetStoryProps) {
  const english = useAccountStrings().locale === 'en'
  const [done, setDone] = useState<PasswordResetDone | null>(null)
  // The host's sign-in, where it would go on: here, its message.
  if (done !== null) return <p role="status">{done.message}</p>
  return (
    <PasswordReset
      token={token}
      defaultEmail={ana.email}
      onReset={setDone}
      footer={
        <a href="#recuperar">
          {english ? 'Link expired? Ask for a new one' : 'O link expirou? Peça um novo'}
        </a>
      }
    />
  )
}

/**
 * A new password through the mailed link, from `@conecta/account/react`: the
 * address (from the link), the new password twice and, where the backend has
 * the browser-sessions routes, the offer to end every other session. The host
 * gives the link's token and address and goes on in `onReset`, with the
 * message to show at its sign-in. "Idioma" in the toolbar switches the words
 * (`AccountStrings.passwordReset`, `newPassword`, `endOtherSessions`).
 *
 * ```tsx
 * import { PasswordReset } from '@conecta/account/react'
 *
 * <SessionProvider input={{ client }}>
 *   <PasswordReset
 *     token={params.token}
 *     defaultEmail={query.email}
 *     onReset={({ message }) => router.push(`/entrar?aviso=${encodeURIComponent(message)}`)}
 *   />
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/PasswordReset',
  component: PasswordResetStory,
  subcomponents: { PasswordReset },
  ...blockMeta(api),
  args: { token: TOKEN },
  argTypes: {
    token: { control: 'radio', options: [TOKEN, 'link-antigo'] },
  },
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(
      accountSections('passwordReset', 'newPassword', 'endOtherSessions', 'fields'),
      api,
    ),
  },
} satisfies Meta<typeof PasswordResetStory>

export default meta
type Story = StoryObj<typeof meta>

/** The form, as a person finds it: the box to end the other sessions offered, unticked. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('checkbox', { name: /^Terminar sessão nos outros/ }),
    ).not.toBeChecked()
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(ana.email)
  },
}

/** The link had expired: the summary says so, and what was typed stays. */
export const LinkExpired: Story = {
  args: { token: 'link-antigo' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Nova palavra-passe/), 'nova-senha-1')
    await userEvent.type(canvas.getByLabelText(/^Confirmar nova palavra-passe/), 'nova-senha-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar palavra-passe' }))
    const summary = await canvas.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(canvas.getByLabelText(/^Nova palavra-passe/)).toHaveValue('nova-senha-1')
  },
}

/** In English, changed with every other session ended: the host's message. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const words = accountCatalogues.en
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: words.endOtherSessions.label }),
    )
    await userEvent.type(canvas.getByLabelText(/^New password/), 'nova-senha-1')
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'nova-senha-1')
    await userEvent.click(canvas.getByRole('button', { name: words.passwordReset.submit }))
    await expect(
      await canvas.findByText(`${words.passwordReset.changed} ${words.endOtherSessions.ended}`),
    ).toBeVisible()
    await expect(api.store.sessionsOf(ana.id)).toHaveLength(0)
  },
}
