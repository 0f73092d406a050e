import { browserSessionsPt } from '@conecta/account'
import { addBrowserSession, confirmPasswordNow, makeUser } from '@conecta/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { mswServer, useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'
import { forgetMissingFeatures } from '../../api/backendFeatures'
import { DEMO_API_URL } from '../../config/validateEnv'

const {
  title: BROWSER_SESSIONS_TITLE,
  endOthers: END_OTHERS_LABEL,
  ended: SESSION_ENDED,
  othersEnded: OTHER_SESSIONS_ENDED,
} = browserSessionsPt

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

/**
 * The signed-in person on this browser (password confirmed just now, so no
 * confirmation is asked) and two more browsers of theirs.
 */
function useSignedInWithTwoOtherBrowsers() {
  const api = useMockApi({ signedInAs: makeUser() })
  confirmPasswordNow(api.store)
  const phone = addBrowserSession(api.store, {
    userAgent: ANDROID_CHROME,
    ipAddress: '197.218.4.2',
    minutesAgo: 5,
  })
  const computer = addBrowserSession(api.store, {
    userAgent: WINDOWS_FIREFOX,
    ipAddress: '105.112.9.77',
    minutesAgo: 90,
  })
  return { ...api, phone, computer }
}

const region = () => screen.findByRole('region', { name: BROWSER_SESSIONS_TITLE })

afterEach(() => forgetMissingFeatures())

describe('SecurityTab: the active sessions', () => {
  it('given three browsers, should list this device first, then the others with device, address and last activity', async () => {
    useSignedInWithTwoOtherBrowsers()
    const { container } = renderRoute('/profile/security')

    const list = await within(await region()).findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      // This browser's own, as the server recorded its last request: jsdom is no known browser.
      'Dispositivo desconhecido Este dispositivo127.0.0.1 · activa agora',
      expect.stringMatching(/^Chrome em Android197\.218\.4\.2 · activa há 5 minutosTerminar$/),
      expect.stringMatching(/^Firefox em Windows105\.112\.9\.77 · activa há 1 horaTerminar$/),
    ])
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('given "Terminar" on another browser, should end that session only and say so with the focus on it', async () => {
    const { store, phone, computer } = useSignedInWithTwoOtherBrowsers()
    renderRoute('/profile/security')

    await userEvent.click(
      await within(await region()).findByRole('button', {
        name: 'Terminar a sessão de Chrome em Android, 197.218.4.2',
      }),
    )

    const notice = await screen.findByText(SESSION_ENDED)
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus())
    expect(store.sessions.has(phone.id)).toBe(false)
    expect(store.sessions.has(computer.id)).toBe(true)
    expect(within(await region()).queryByText('Chrome em Android')).toBeNull()
    expect(within(await region()).getByText('Firefox em Windows')).toBeVisible()
  })

  it('given "Terminar todas as outras sessões", should leave only this device', async () => {
    const { store, phone, computer } = useSignedInWithTwoOtherBrowsers()
    renderRoute('/profile/security')

    await userEvent.click(
      await within(await region()).findByRole('button', { name: END_OTHERS_LABEL }),
    )

    expect(await screen.findByText(OTHER_SESSIONS_ENDED)).toBeVisible()
    expect(store.sessions.has(phone.id)).toBe(false)
    expect(store.sessions.has(computer.id)).toBe(false)
    expect(within(await region()).getAllByRole('listitem')).toHaveLength(1)
    expect(within(await region()).getByText('Não há outras sessões abertas.')).toBeVisible()
    expect(within(await region()).queryByRole('button', { name: END_OTHERS_LABEL })).toBeNull()
  })

  it('given a failed call to end a session, should say why and keep the list to try again', async () => {
    const { store, phone } = useSignedInWithTwoOtherBrowsers()
    mswServer.use(
      http.delete(`${DEMO_API_URL}/api/user/sessions/:id`, () => HttpResponse.error(), {
        once: true,
      }),
    )
    renderRoute('/profile/security')
    const name = 'Terminar a sessão de Chrome em Android, 197.218.4.2'

    await userEvent.click(await within(await region()).findByRole('button', { name }))

    expect(await within(await region()).findByRole('alert')).toHaveTextContent(/ligação/i)
    expect(store.sessions.has(phone.id)).toBe(true)
    await userEvent.click(within(await region()).getByRole('button', { name }))
    expect(await screen.findByText(SESSION_ENDED)).toBeVisible()
    expect(store.sessions.has(phone.id)).toBe(false)
  })

  it('given a list that fails to load, should offer to try again', async () => {
    useSignedInWithTwoOtherBrowsers()
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/user/sessions`, () => HttpResponse.error(), { once: true }),
    )
    renderRoute('/profile/security')

    const section = await region()
    expect(await within(section).findByRole('alert')).toBeVisible()
    await userEvent.click(within(section).getByRole('button', { name: 'Tentar novamente' }))
    expect(await within(section).findByText('Chrome em Android')).toBeVisible()
  })

  it('given a backend without the routes (404), should show nothing and not ask again while the page lives', async () => {
    useMockApi({ signedInAs: makeUser() }, { features: { browserSessions: false } })
    const asked: string[] = []
    mswServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/user/sessions') asked.push(request.method)
    })
    const first = renderRoute('/profile/security')
    await screen.findByRole('region', { name: 'Alterar palavra-passe' })
    await waitFor(() => expect(asked).toEqual(['GET']))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: BROWSER_SESSIONS_TITLE })).toBeNull(),
    )
    first.unmount()

    renderRoute('/profile/security')
    await screen.findByRole('region', { name: 'Alterar palavra-passe' })
    expect(screen.queryByRole('region', { name: BROWSER_SESSIONS_TITLE })).toBeNull()
    expect(asked).toEqual(['GET'])
    mswServer.events.removeAllListeners()
  })
})
