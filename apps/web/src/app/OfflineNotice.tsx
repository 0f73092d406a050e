import { useSessionError } from '@conecta/session-machine/react'
import { Notice } from '@conecta/ui'
import { useHydrated } from '../prerender/useHydrated'
import { useOnlineStatus } from './useOnlineStatus'

export const OFFLINE_MESSAGE =
  'Sem ligação à internet. Está a ver a versão guardada do website; entrar, registar e pagar voltam a funcionar quando a ligação regressar.'

/** Shown while the device is offline or the API cannot be reached at all. */
export function OfflineNotice() {
  const hydrated = useHydrated()
  const online = useOnlineStatus()
  const error = useSessionError()
  const offline = !online || error?.isNetworkError === true
  if (!hydrated || !offline) return null
  return (
    <Notice tone="warning" title="Sem ligação">
      {OFFLINE_MESSAGE}
    </Notice>
  )
}
