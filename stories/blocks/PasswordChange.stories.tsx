import type { EndOtherSessionsOffer } from '@conecta/account'
import { PasswordChange } from '@conecta/account/react'
import { addBrowserSession, makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { SAMSUNG_PHONE_USER_AGENT } from '../support/devices'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const ana = makeUser({ email: 'ana@example.co.mz', password: 'senha-antiga' })

// Ana, signed in here, and on the phone she lost.
const api = mockApi(
  { users: [ana], signedInAs: ana },
  {
    seed: (store) => {
      addBrowserSession(store, {
        userId: ana.id,
        userAgent: SAMSUNG_PHONE_USER_AGENT,
        ipAddress: '197.218.4.2',
      })
    },
  },
)

interface PasswordChangeStoryProps {
  /**
   * Whether to offer ending the other sessions, as a host that lists them
   * knows; "asked" lets the block ask the backend.
   */
  offer: EndOtherSessionsOffer | 'asked'
}

/** A host's signed-in page: the block in a session of its own. */
function PasswordChangeStory({ offer }: PasswordChangeStoryProps) {
  return (
    <BlockSession>
      <PasswordChange endOtherSessionsOffer={offer === 'asked' ? undefined : offer} />
    </BlockSession>
  )
}

/**
 * A signed-in person's new password, from `@conecta/account/react`: the
 * current one, the new one twice and, where the backend can, the offer to end
 * every other session. Once changed, the fields are emptied and the message
 * takes the focus. A host that lists the sessions passes what it knows
 * (`endOtherSessionsOffer`); otherwise the block asks the backend. "Idioma"
 * in the toolbar switches the words (`AccountStrings.passwordChange`).
 *
 * ```tsx
 * import { PasswordChange } from '@conecta/account/react'
 *
 * <SessionProvider input={{ client }}>
 *   <PasswordChange onChanged={({ endedOtherSessions }) => endedOtherSessions && reloadSessions()} />
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/PasswordChange',
  component: PasswordChangeStory,
  subcomponents: { PasswordChange },
  ...blockMeta(api),
  args: { offer: 'asked' },
  argTypes: {
    offer: { control: 'radio', options: ['asked', 'offered', 'unknown', 'absent'] },
  },
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(
      accountSections('passwordChange', 'newPassword', 'endOtherSessions', 'fields'),
      api,
    ),
  },
} satisfies Meta<typeof PasswordChangeStory>

export default meta
type Story = StoryObj<typeof meta>

/** The form, as a person finds it: the backend asked, the box offered, unticked. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('checkbox', { name: /^Terminar sessão nos outros/ }),
    ).not.toBeChecked()
  },
}

/** Changed, with the other sessions ended: the message has the focus, the fields are empty. */
export const Changed: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('checkbox', { name: /^Terminar sessão nos outros/ })
    await userEvent.type(canvas.getByLabelText(/^Palavra-passe actual/), 'senha-antiga')
    await userEvent.type(canvas.getByLabelText(/^Nova palavra-passe/), 'senha-nova-1')
    await userEvent.type(canvas.getByLabelText(/^Confirmar nova palavra-passe/), 'senha-nova-1')
    await userEvent.click(box)
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar palavra-passe' }))
    const said = await canvas.findByText(/^A sua palavra-passe foi alterada\./)
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus())
    await expect(api.store.sessionsOf(ana.id)).toHaveLength(1)
  },
}

/** A wrong current password: said beside it, and what was typed stays. */
export const WrongCurrentPassword: Story = {
  args: { offer: 'absent' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Palavra-passe actual/), 'nao-e-esta')
    await userEvent.type(canvas.getByLabelText(/^Nova palavra-passe/), 'senha-nova-1')
    await userEvent.type(canvas.getByLabelText(/^Confirmar nova palavra-passe/), 'senha-nova-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar palavra-passe' }))
    const summary = await canvas.findByRole('region', { name: 'Não foi possível continuar' })
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(canvas.getByLabelText(/^Palavra-passe actual/)).toHaveValue('nao-e-esta')
  },
}

/** In English, the form: the host knows its backend cannot end the other sessions. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { offer: 'absent' },
  play: async ({ canvas }) => {
    const words = accountCatalogues.en.passwordChange
    await expect(canvas.getByRole('heading', { level: 2, name: words.title })).toBeVisible()
    await expect(canvas.getByLabelText(/^Current password/)).toBeVisible()
  },
}
