import { useSessionError, useSessionSend } from '@conecta/session-machine/react'
import { Button, Notice, useHydrated, useOnlineStatus } from '@conecta/ui'
import { useClientSessionStatus } from '../session/useClientSession'
import type { PageNotice } from './pageNotice'

export const OFFLINE_TITLE = 'Sem ligação'
export const OFFLINE_MESSAGE =
  'Sem ligação à internet. Está a ver a versão guardada do website; entrar, registar e pagar voltam a funcionar quando a ligação regressar.'

/**
 * Shown while the device is offline or the API cannot be reached at all.
 * While the session could not even start (priming got no answer), or could
 * not confirm the person while the browser is offline, it offers
 * "Tentar novamente": the machine also asks when the connection returns, but
 * a person on a patchy link should not have to wait for the browser to notice.
 * `null` while it does not show; PageNotices places it.
 */
export function useOfflineNotice(): PageNotice | null {
  const hydrated = useHydrated()
  const online = useOnlineStatus()
  const error = useSessionError()
  const status = useClientSessionStatus()
  const send = useSessionSend()
  const offline = !online || error?.isNetworkError === true
  if (!hydrated || !offline) return null
  const notice = (
    <Notice
      tone="warning"
      title={OFFLINE_TITLE}
      action={
        // Offline, the session-unreachable notice leaves its retry to this one.
        status === 'maintenance' || (status === 'unreachable' && !online) ? (
          <Button
            variant="secondary"
            size="small"
            onClick={() => send({ type: 'session.refresh' })}
          >
            Tentar novamente
          </Button>
        ) : undefined
      }
    >
      {OFFLINE_MESSAGE}
    </Notice>
  )
  return { title: OFFLINE_TITLE, notice }
}
