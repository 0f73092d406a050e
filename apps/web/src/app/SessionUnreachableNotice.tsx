import { selectSessionAskingAgain, selectSessionRetriesStopped } from '@conecta/session-machine'
import { useSessionSelector, useSessionSend, useStoredUser } from '@conecta/session-machine/react'
import { Button, Notice, useOnlineStatus } from '@conecta/ui'
import { useLocation } from 'react-router-dom'
import { paths } from '../navigation/paths'
import { useClientSessionStatus, useClientSessionUser } from '../session/useClientSession'
import type { PageNotice } from './pageNotice'

export const SESSION_UNREACHABLE_TITLE = 'Não foi possível confirmar a sua sessão'

/**
 * Shown while `GET /api/user` cannot get an answer (5xx, 429, an HTML page,
 * no network) to someone who may be signed in: a stored user, a confirmed
 * one, or a profile address. The machine asks again on its own, and at once
 * when the connection comes back; the button asks now.
 *
 * While the machine asks again (selectSessionAskingAgain) the notice stays,
 * its button busy: leaving at the tap (or at each of the machine's own tries)
 * and coming back when the server fails again moved the page under the
 * person's finger. It goes once the server has answered. `null` while it
 * does not show; PageNotices places it.
 */
export function useSessionUnreachableNotice(): PageNotice | null {
  const status = useClientSessionStatus()
  const user = useClientSessionUser()
  const storedUser = useStoredUser()
  const gaveUp = useSessionSelector(selectSessionRetriesStopped)
  const askingAgain = useSessionSelector(selectSessionAskingAgain)
  const send = useSessionSend()
  const { pathname } = useLocation()
  const unreachable = status === 'unreachable'
  const online = useOnlineStatus()

  const concerned = user !== null || storedUser !== null || pathname.startsWith(paths.profile)
  // Offline, the offline notice says it once, with this notice's "Tentar novamente".
  if (!(unreachable || askingAgain) || !concerned || !online) return null
  const notice = (
    <Notice
      tone="warning"
      title={SESSION_UNREACHABLE_TITLE}
      action={
        <Button
          variant="secondary"
          size="small"
          loading={askingAgain}
          onClick={() => send({ type: 'session.refresh' })}
        >
          Tentar novamente
        </Button>
      }
    >
      {gaveUp
        ? 'O servidor não respondeu. A sua sessão continua guardada; tente novamente quando quiser.'
        : 'O servidor não respondeu. A sua sessão continua guardada e vamos tentar de novo dentro de momentos.'}
    </Notice>
  )
  return { title: SESSION_UNREACHABLE_TITLE, notice }
}
