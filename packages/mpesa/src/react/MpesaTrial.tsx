'use client'

import { Button, Notice } from '@conecta/ui'
import { useSelector } from '@xstate/react'
import { useId, useLayoutEffect, useRef } from 'react'
import { trialPt } from '../strings/trialPt.js'
import {
  selectTrialAnswer,
  selectTrialError,
  selectTrialStarting,
  selectTrialTaken,
  type TrialActorRef,
} from '../trialMachine.js'
import * as styles from './checkout.css.js'
import { keepMpesaWhole } from './keepMpesaWhole.js'
import { useMpesaSection } from './MpesaProvider.js'

export interface MpesaTrialProps {
  /** The trial's actor: `trialMachine` with the host's call and refresh provided. */
  actor: TrialActorRef
  /**
   * The person may still start the trial, as the host's subscription says: the invitation and its
   * button show, until the trial's own answer says it started or was used.
   */
  offered: boolean
  /** How long the trial lasts, once the plans say (`null` until then): under the button. */
  freeTrialDays: number | null
  /**
   * A payment is open below: the answer on screen is old news from then on
   * (the block sends `trial.paymentOpened` before the paint), and the offer
   * waits until the payment closes. One thing at a time: a trial started
   * during a payment's wait is not what the person came to do, and once the
   * payment is made the refreshed subscription would take the offer away
   * above the receipt, moving it.
   */
  paying: boolean
  /** A failed try in the host's words (its client's errors); by default `mpesaPt.trial.failed`. */
  describeError?: (error: unknown) => string
}

/**
 * The free trial: the invitation and "start" button while it is offered, then
 * the answer (started, already used, failed). Renders its parts without a
 * wrapper, to sit in the host's own column (a card's).
 */
export function MpesaTrial({
  actor,
  offered,
  freeTrialDays,
  paying,
  describeError,
}: MpesaTrialProps) {
  const words = useMpesaSection('trial', trialPt)
  const lengthId = useId()
  const answer = useSelector(actor, selectTrialAnswer)
  const starting = useSelector(actor, selectTrialStarting)
  const error = useSelector(actor, selectTrialError)
  const taken = useSelector(actor, selectTrialTaken)

  useLayoutEffect(() => {
    if (paying) actor.send({ type: 'trial.paymentOpened' })
  }, [paying, actor])

  // The button leaves with the answer. If it had the focus, the focus would fall to the page
  // (a keyboard or screen-reader user sent back to its top): the answer takes it instead. The
  // button's document, or shadow root, is where both are looked for.
  const answerId = useId()
  const root = useRef<Document | ShadowRoot | null>(null)
  useLayoutEffect(() => {
    const where = root.current
    if (!taken || where === null) return
    const page = where.ownerDocument ?? (where as Document)
    if (page.activeElement === null || page.activeElement === page.body) {
      ;(where.getElementById(answerId) as HTMLElement | null)?.focus()
    }
  }, [taken, answerId])

  return (
    <>
      {offered && !taken && !paying ? (
        <>
          <p className={styles.plainText}>{keepMpesaWhole(words.invitation)}</p>
          <div className={styles.actions}>
            <Button
              ref={(button) => {
                if (button !== null) root.current = button.getRootNode() as Document | ShadowRoot
              }}
              loading={starting}
              onClick={() => actor.send({ type: 'trial.start' })}
              aria-describedby={freeTrialDays === null ? undefined : lengthId}
            >
              {words.start}
            </Button>
          </div>
          {/* Under the button, not in the text above it: the length comes with the
              plans, after the button is on screen, and must not move it. */}
          {freeTrialDays === null ? null : (
            <p id={lengthId} className={styles.muted}>
              {words.length(freeTrialDays)}
            </p>
          )}
        </>
      ) : null}
      {answer === 'started' ? (
        <Notice id={answerId} tabIndex={-1} tone="success">
          {words.started}
        </Notice>
      ) : null}
      {answer === 'used' ? (
        <Notice id={answerId} tabIndex={-1} tone="warning">
          {words.used}
        </Notice>
      ) : null}
      {answer === 'failed' ? (
        <Notice tone="error">
          {describeError === undefined ? words.failed : describeError(error)}
        </Notice>
      ) : null}
    </>
  )
}
