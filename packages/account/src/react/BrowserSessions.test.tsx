// @vitest-environment jsdom
import { addBrowserSession, confirmPasswordNow, createMockStore, makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { hostClient, renderInHost, serveContract } from '../../test/blockHost'
import { accountEn } from '../accountEn'
import type { AccountStrings } from '../accountStrings'
import { BrowserSessions } from './BrowserSessions'

const server = serveContract()
const ana = makeUser({ email: 'ana@example.co.mz' })
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

interface Mount {
  strings?: AccountStrings
  browserSessions?: boolean
}

/** Ana, signed in here (her password confirmed a moment ago), and on her phone. */
function mount({ strings, browserSessions = true }: Mount = {}) {
  const store = createMockStore({ users: [ana], signedInAs: ana })
  // Ending a session asks for the password unless it was confirmed a moment ago.
  confirmPasswordNow(store)
  const phone = addBrowserSession(store, {
    userId: ana.id,
    userAgent: ANDROID_CHROME,
    ipAddress: '197.218.4.2',
    minutesAgo: 5,
  })
  const view = renderInHost(
    <>
      <BrowserSessions />
      <p>depois</p>
    </>,
    hostClient(server, store, { browserSessions }),
    strings,
  )
  return { ...view, store, phone }
}

describe('BrowserSessions', () => {
  it('should list this device first, then the phone, and end the phone with the focus on what happened', async () => {
    const { container, store, phone } = mount()

    const region = screen.getByRole('region', { name: 'Sessões activas' })
    const items = await within(region).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Este dispositivo/),
      expect.stringMatching(/^Chrome em Android197\.218\.4\.2 · activa há 5 minutosTerminar$/),
    ])
    await expectNoAxeViolations(container)
    await userEvent.click(
      within(region).getByRole('button', {
        name: 'Terminar a sessão de Chrome em Android, 197.218.4.2',
      }),
    )

    const said = await within(region).findByText(
      'Sessão terminada. Esse dispositivo terá de entrar de novo.',
    )
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus())
    expect(store.sessionsOf(ana.id).map((session) => session.id)).not.toContain(phone.id)
    expect(within(region).getAllByRole('listitem')).toHaveLength(1)
    expect(within(region).getByText('Não há outras sessões abertas.')).toBeInTheDocument()
  })

  it('given a backend without the routes (404), should show nothing', async () => {
    mount({ browserSessions: false })

    await waitFor(() => expect(screen.queryByRole('region')).toBeNull())
    expect(screen.getByText('depois')).toBeInTheDocument()
  })

  it('given English, should speak English throughout, relative times too', async () => {
    mount({ strings: accountEn })

    const region = screen.getByRole('region', { name: 'Active sessions' })
    expect(
      await within(region).findByText('197.218.4.2 · active 5 minutes ago'),
    ).toBeInTheDocument()
    expect(within(region).getByText('Chrome on Android')).toBeInTheDocument()
    await userEvent.click(within(region).getByRole('button', { name: 'End every other session' }))
    expect(
      await within(region).findByText(
        'The other sessions were ended. Only this device still has the account open.',
      ),
    ).toBeInTheDocument()
    expect(region).not.toHaveTextContent(/Sessões|Terminar|activa|Sucesso|dispositivo/)
  })
})
