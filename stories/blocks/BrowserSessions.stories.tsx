import { BrowserSessions } from '@conecta/account/react'
import { addBrowserSession, confirmPasswordNow, makeUser } from '@conecta/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { accountSections, BlockDocsPage } from '../support/BlockDocsPage'
import { BlockSession } from '../support/BlockSession'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { SAMSUNG_PHONE_USER_AGENT, WINDOWS_FIREFOX_USER_AGENT } from '../support/devices'
import { mockApi } from '../support/mockApi'
import { accountCatalogues } from '../support/withLocale'

const ana = makeUser({ email: 'ana@example.co.mz' })

// Ana, signed in here (her password confirmed a moment ago), on her phone and at work.
const api = mockApi(
  { users: [ana], signedInAs: ana },
  {
    seed: (store) => {
      confirmPasswordNow(store)
      addBrowserSession(store, {
        userId: ana.id,
        userAgent: SAMSUNG_PHONE_USER_AGENT,
        ipAddress: '197.218.4.2',
        minutesAgo: 5,
      })
      addBrowserSession(store, {
        userId: ana.id,
        userAgent: WINDOWS_FIREFOX_USER_AGENT,
        ipAddress: '105.112.9.77',
        // Within the demo API's session lifetime (120 minutes): an older one has expired.
        minutesAgo: 90,
      })
    },
  },
)

/** A host's signed-in page: the block in a session of its own. */
function BrowserSessionsStory() {
  return (
    <BlockSession>
      <BrowserSessions />
    </BlockSession>
  )
}

/**
 * Where the account is open, from `@conecta/account/react`: each browser with
 * its device, address and last activity, "Este dispositivo" for this one, and
 * a way to end any other, or all of them. On a backend without the routes it
 * shows nothing. A host that also shows the password change shares one list
 * (`useBrowserSessions()`, `selectEndOtherSessionsOffer`). "Idioma" in the
 * toolbar switches the words and the relative times
 * (`AccountStrings.browserSessions`, `Intl.RelativeTimeFormat`).
 *
 * ```tsx
 * import { BrowserSessions } from '@conecta/account/react'
 *
 * <SessionProvider input={{ client }}>
 *   <BrowserSessions />
 * </SessionProvider>
 * ```
 */
const meta = {
  title: 'Blocos/BrowserSessions',
  component: BrowserSessionsStory,
  subcomponents: { BrowserSessions },
  ...blockMeta(api),
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(accountSections('browserSessions', 'fields'), api),
  },
} satisfies Meta<typeof BrowserSessionsStory>

export default meta
type Story = StoryObj<typeof meta>

/** The list: this device first, then the others, the most recently active first. */
export const List: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Sessões activas' })
    await expect(await within(region).findAllByRole('listitem')).toHaveLength(3)
    await expect(within(region).getByText('Samsung Internet em Android')).toBeVisible()
  },
}

/** One ended: the notice takes the focus where its button was. */
export const OneEnded: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Sessões activas' })
    await userEvent.click(
      await within(region).findByRole('button', {
        name: 'Terminar a sessão de Firefox em Windows, 105.112.9.77',
      }),
    )
    const said = await within(region).findByText(
      'Sessão terminada. Esse dispositivo terá de entrar de novo.',
    )
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus())
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2))
  },
}

/** In English, the relative times too. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const words = accountCatalogues.en.browserSessions
    const region = await canvas.findByRole('region', { name: words.title })
    await expect(await within(region).findByText('105.112.9.77 · active 1 hour ago')).toBeVisible()
  },
}
