import { Button, Card, Notice, Spinner } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { isKnownMissing } from '../../api/backendFeatures'
import * as layout from '../../styles/layout.css'
import * as styles from './BrowserSessionsSection.css'
import type { BrowserSession } from './browserSessionsApi'
import { browserSessionsMachine } from './browserSessionsMachine'
import { describeDevice } from './describeDevice'
import { describeLastActive } from './describeLastActive'

export const BROWSER_SESSIONS_TITLE = 'Sessões activas'
export const END_OTHERS_LABEL = 'Terminar todas as outras sessões'

type Snapshot = ReturnType<(typeof browserSessionsMachine)['getInitialSnapshot']>

const selectView = (snapshot: Snapshot) =>
  snapshot.matches('unavailable')
    ? 'unavailable'
    : snapshot.matches('loading') || snapshot.matches('starting')
      ? 'loading'
      : snapshot.matches('failed')
        ? 'failed'
        : 'ready'
const selectSessions = (snapshot: Snapshot) => snapshot.context.sessions
const selectNotice = (snapshot: Snapshot) => snapshot.context.notice
const selectFailure = (snapshot: Snapshot) => snapshot.context.failure
const selectEndingId = (snapshot: Snapshot) =>
  snapshot.matches({ ready: 'ending' }) ? snapshot.context.endingId : null
const selectEndingOthers = (snapshot: Snapshot) => snapshot.matches({ ready: 'endingOthers' })
const selectBusy = (snapshot: Snapshot) => !snapshot.matches({ ready: 'idle' })

export type BrowserSessionsActor = ActorRefFrom<typeof browserSessionsMachine>

/**
 * The list's actor, made by the tab that shows it: the password change beside
 * it reads from it whether the backend has sessions, and has it reload.
 */
export function useBrowserSessions(): BrowserSessionsActor {
  return useActorRef(browserSessionsMachine, {
    input: { knownMissing: isKnownMissing('browserSessions') },
  })
}

/**
 * Where the account is open (docs/product.md#active-sessions): every browser
 * with its device, address and last activity, "Este dispositivo" for this
 * one, and a way to end any other, or all of them. Shows nothing on a backend
 * without the routes.
 */
export function BrowserSessionsSection({ actor }: { actor: BrowserSessionsActor }) {
  const view = useSelector(actor, selectView)
  const sessions = useSelector(actor, selectSessions)
  const notice = useSelector(actor, selectNotice)
  const failure = useSelector(actor, selectFailure)
  const endingId = useSelector(actor, selectEndingId)
  const endingOthers = useSelector(actor, selectEndingOthers)
  const busy = useSelector(actor, selectBusy)

  // The tapped button goes away with its session: the result takes the focus instead.
  const noticeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (notice !== null) noticeRef.current?.focus()
  }, [notice])

  if (view === 'unavailable') return null

  const others = sessions.filter((session) => !session.is_current_device)

  return (
    <Card as="section" title={BROWSER_SESSIONS_TITLE} className={layout.column}>
      <p className={layout.plainText}>
        Os dispositivos onde a sua conta está aberta. Se não reconhece um deles, termine essa sessão
        e altere a palavra-passe.
      </p>
      {view === 'loading' ? <Spinner label="A carregar as sessões…" /> : null}
      {view === 'failed' ? (
        <>
          <Notice tone="error">{failure}</Notice>
          <div className={layout.actions}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'retry' })}>
              Tentar novamente
            </Button>
          </div>
        </>
      ) : null}
      {view === 'ready' ? (
        <>
          {notice !== null ? (
            <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
              <Notice tone="success">{notice}</Notice>
            </div>
          ) : null}
          {failure !== null ? <Notice tone="error">{failure}</Notice> : null}
          <ul className={styles.list}>
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                ending={endingId === session.id}
                disabled={busy}
                onEnd={() => actor.send({ type: 'end', id: session.id })}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <div className={layout.actions}>
              <Button
                variant="secondary"
                loading={endingOthers}
                disabled={busy && !endingOthers}
                onClick={() => actor.send({ type: 'endOthers' })}
              >
                {END_OTHERS_LABEL}
              </Button>
            </div>
          ) : (
            <p className={styles.meta}>Não há outras sessões abertas.</p>
          )}
        </>
      ) : null}
    </Card>
  )
}

function SessionItem({
  session,
  ending,
  disabled,
  onEnd,
}: {
  session: BrowserSession
  ending: boolean
  disabled: boolean
  onEnd: () => void
}) {
  const device = describeDevice(session.user_agent)
  const address = session.ip_address ?? 'endereço desconhecido'
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <p className={styles.device}>
          {device}
          {session.is_current_device ? ' ' : null}
          {session.is_current_device ? (
            <span className={styles.thisDevice}>Este dispositivo</span>
          ) : null}
        </p>
        <p className={styles.meta}>
          {address} · {describeLastActive(session.last_active_at)}
        </p>
      </div>
      {session.is_current_device ? null : (
        <Button
          variant="secondary"
          loading={ending}
          disabled={disabled && !ending}
          aria-label={`Terminar a sessão de ${device}, ${address}`}
          onClick={onEnd}
        >
          Terminar
        </Button>
      )}
    </li>
  )
}
