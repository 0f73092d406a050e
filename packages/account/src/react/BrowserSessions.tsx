'use client'

import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector } from '@conecta/session-machine/react'
import { Button, Notice, Spinner } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import { useContext, useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import {
  type BrowserSession,
  type BrowserSessionsCalls,
  createBrowserSessionsCalls,
} from '../browserSessions.js'
import {
  browserSessionsMachine,
  type BrowserSessionsSnapshot as Snapshot,
} from '../browserSessionsMachine.js'
import { describeDevice } from '../describeDevice.js'
import { describeLastActive } from '../describeLastActive.js'
import { browserSessionsPt } from '../strings/browserSessionsPt.js'
import { failurePt } from '../strings/failurePt.js'
import { AccountStringsContext, useAccountSection, useNoticeLabels } from './AccountProvider.js'
import * as blockStyles from './account.css.js'
import { type BlockFrame, defaultFrame } from './BlockFrame.js'
import * as styles from './BrowserSessions.css.js'

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

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

export interface UseBrowserSessionsOptions {
  /**
   * The list's calls.
   * @defaultValue `createBrowserSessionsCalls` over the nearest session's client
   */
  calls?: BrowserSessionsCalls
  /**
   * The backend is already known to lack the routes: nothing is asked.
   * @defaultValue false
   */
  knownMissing?: boolean
}

/**
 * The list's actor, for a host that shares it: a password change beside it
 * reads from it whether the backend has sessions
 * (`selectEndOtherSessionsOffer`), and has it `reload`. Its words are the
 * nearest `AccountProvider`'s when it starts.
 */
export function useBrowserSessions({
  calls,
  knownMissing = false,
}: UseBrowserSessionsOptions = {}): BrowserSessionsActor {
  const client = useSessionSelector(selectClient)
  const catalogue = useContext(AccountStringsContext)
  return useActorRef(browserSessionsMachine, {
    input: {
      calls: calls ?? createBrowserSessionsCalls(client),
      words: {
        browserSessions: catalogue?.browserSessions ?? browserSessionsPt,
        failure: catalogue?.failure ?? failurePt,
      },
      knownMissing,
    },
  })
}

export interface BrowserSessionsProps {
  /**
   * The list's actor, from `useBrowserSessions()` where the host shares it.
   * @defaultValue one of the block's own
   */
  actor?: BrowserSessionsActor
  /**
   * The block's card and heading.
   * @defaultValue a section under an `<h2>`
   */
  frame?: BlockFrame
}

/**
 * Where the account is open: every browser with its device, address and last
 * activity, "Este dispositivo" for this one, and a way to end any other, or
 * all of them (`GET`/`DELETE /api/user/sessions` through the nearest
 * session's client). Shows nothing on a backend without the routes.
 */
export function BrowserSessions({ actor, frame = defaultFrame }: BrowserSessionsProps) {
  return actor === undefined ? (
    <OwnBrowserSessions frame={frame} />
  ) : (
    <BrowserSessionsList actor={actor} frame={frame} />
  )
}

function OwnBrowserSessions({ frame }: { frame: BlockFrame }) {
  return <BrowserSessionsList actor={useBrowserSessions()} frame={frame} />
}

function BrowserSessionsList({ actor, frame }: { actor: BrowserSessionsActor; frame: BlockFrame }) {
  const words = useAccountSection('browserSessions', browserSessionsPt)
  const view = useSelector(actor, selectView)
  const sessions = useSelector(actor, selectSessions)
  const notice = useSelector(actor, selectNotice)
  const failure = useSelector(actor, selectFailure)
  const endingId = useSelector(actor, selectEndingId)
  const endingOthers = useSelector(actor, selectEndingOthers)
  const busy = useSelector(actor, selectBusy)
  const labels = useNoticeLabels()

  // The tapped button goes away with its session: the result takes the focus instead.
  const noticeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (notice !== null) noticeRef.current?.focus()
  }, [notice])

  if (view === 'unavailable') return null

  const others = sessions.filter((session) => !session.is_current_device)

  // A fragment, not the frame's ReactNode: a component's type that React 18's JSX takes too.
  return (
    <>
      {frame(
        words.title,
        <>
          <p className={blockStyles.plainText}>{words.intro}</p>
          {view === 'loading' ? <Spinner label={words.loading} /> : null}
          {view === 'failed' ? (
            <>
              <Notice tone="error" toneLabel={labels.error}>
                {failure}
              </Notice>
              <div className={blockStyles.actions}>
                <Button variant="secondary" onClick={() => actor.send({ type: 'retry' })}>
                  {words.retry}
                </Button>
              </div>
            </>
          ) : null}
          {view === 'ready' ? (
            <>
              {notice !== null ? (
                <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
                  <Notice tone="success" toneLabel={labels.success}>
                    {notice}
                  </Notice>
                </div>
              ) : null}
              {failure !== null ? (
                <Notice tone="error" toneLabel={labels.error}>
                  {failure}
                </Notice>
              ) : null}
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
                <div className={blockStyles.actions}>
                  <Button
                    variant="secondary"
                    loading={endingOthers}
                    disabled={busy && !endingOthers}
                    onClick={() => actor.send({ type: 'endOthers' })}
                  >
                    {words.endOthers}
                  </Button>
                </div>
              ) : (
                <p className={styles.meta}>{words.noOthers}</p>
              )}
            </>
          ) : null}
        </>,
      )}
    </>
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
  const words = useAccountSection('browserSessions', browserSessionsPt)
  const locale = useContext(AccountStringsContext)?.locale ?? 'pt-MZ'
  const device = describeDevice(session.user_agent, words)
  const address = session.ip_address ?? words.unknownAddress
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <p className={styles.device}>
          {device}
          {session.is_current_device ? ' ' : null}
          {session.is_current_device ? (
            <span className={styles.thisDevice}>{words.thisDevice}</span>
          ) : null}
        </p>
        <p className={styles.meta}>
          {address} ·{' '}
          {describeLastActive(session.last_active_at, Date.now(), {
            locale,
            browserSessions: words,
          })}
        </p>
      </div>
      {session.is_current_device ? null : (
        <Button
          variant="secondary"
          loading={ending}
          disabled={disabled && !ending}
          aria-label={words.endLabel(device, address)}
          onClick={onEnd}
        >
          {words.end}
        </Button>
      )}
    </li>
  )
}
