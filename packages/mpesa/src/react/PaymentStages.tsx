'use client'

import { AlertIcon, Button, CheckIcon, CloseIcon, Notice, useOnlineStatus } from '@conecta/ui'
import type { ReactNode, Ref } from 'react'
import type { PaymentOutcome } from '../mpesaStrings.js'
import type { PaymentMachineEvent } from '../paymentMachine.js'
import { formatMpesaNumber } from '../phoneNumber.js'
import { Countdown } from './Countdown.js'
import * as styles from './checkout.css.js'
import { keepMpesaWhole } from './keepMpesaWhole.js'
import { usePaymentStrings } from './MpesaProvider.js'

// The views of the payment's stages (MpesaCheckout.tsx picks one); they only show and send.

interface WaitViewProps {
  amount: string
  planName: string
  number: string | null | undefined
  deadline: number | undefined
  headingRef: Ref<HTMLHeadingElement>
}

/** The wait for the PIN: the whole panel, the instruction first, the time beside it. */
export function WaitView({ amount, planName, number, deadline, headingRef }: WaitViewProps) {
  const strings = usePaymentStrings()
  const online = useOnlineStatus()
  return (
    <div className={styles.waiting}>
      <div className={styles.waitHeader}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.instruction}>
          {strings.pinInstruction}
        </h3>
        {deadline === undefined ? null : <Countdown deadline={deadline} />}
      </div>
      <p className={styles.subheading}>{strings.outcomes.awaiting.title}</p>
      <p className={styles.plainText}>
        {number
          ? keepMpesaWhole(strings.checkout.requested(amount, formatMpesaNumber(number), planName))
          : strings.checkout.forPlan(planName, amount)}
      </p>
      {online ? null : (
        <Notice tone="warning" title={strings.checkout.offlineTitle} role="status">
          {strings.checkout.waitOffline}
        </Notice>
      )}
      <p className={styles.plainText}>
        <strong>{strings.doNotClose}</strong>
      </p>
    </div>
  )
}

/** How a settled payment looks: the judgement's tone, as the banner shows it. */
export type OutcomeTone = 'success' | 'failure' | 'uncertain'

const OUTCOME_ICONS: Readonly<Record<OutcomeTone, typeof CheckIcon>> = {
  success: CheckIcon,
  failure: CloseIcon,
  uncertain: AlertIcon,
}

interface OutcomeBannerProps {
  tone: OutcomeTone
  title: string
  headingRef?: Ref<HTMLHeadingElement>
  children?: ReactNode
}

/** How a payment ended, in its own colour and icon; its heading takes the focus. */
export function OutcomeBanner({ tone, title, headingRef, children }: OutcomeBannerProps) {
  const Icon = OUTCOME_ICONS[tone]
  return (
    <div className={styles.outcome[tone]}>
      <Icon className={styles.outcomeIcon} aria-hidden="true" />
      <div className={styles.outcomeBody}>
        <h3
          ref={headingRef}
          tabIndex={-1}
          className={`${styles.outcomeTitle} ${styles.outcomeTitleTone[tone]}`}
        >
          {keepMpesaWhole(title)}
        </h3>
        {children}
      </div>
    </div>
  )
}

interface RequestSummaryProps {
  title: string
  message: string
  amount: string
  number: string | null | undefined
  headingRef: Ref<HTMLHeadingElement>
  children: ReactNode
}

/** A payment request this tab did not see through: what it was, and what can be done. */
export function RequestSummary({
  title,
  message,
  amount,
  number,
  headingRef,
  children,
}: RequestSummaryProps) {
  const strings = usePaymentStrings()
  return (
    <div className={styles.waiting}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.instruction}>
        {keepMpesaWhole(title)}
      </h3>
      <p className={styles.plainText}>{keepMpesaWhole(message)}</p>
      {number ? (
        <p className={styles.plainText}>
          {keepMpesaWhole(strings.checkout.requestOf(amount, formatMpesaNumber(number)))}
        </p>
      ) : null}
      {children}
    </div>
  )
}

interface OutcomeActionsProps {
  outcome: PaymentOutcome
  can: (event: PaymentMachineEvent) => boolean
  send: (event: PaymentMachineEvent) => void
}

/**
 * 'Tentar novamente' (a new attempt) and 'Alterar número', the one the code
 * suggests first; only those the machine accepts now are shown.
 */
export function OutcomeActions({ outcome, can, send }: OutcomeActionsProps) {
  const strings = usePaymentStrings()
  const numberFirst =
    outcome.actions.indexOf('changeNumber') !== -1 &&
    (outcome.actions.indexOf('retry') === -1 ||
      outcome.actions.indexOf('changeNumber') < outcome.actions.indexOf('retry'))
  const retry = can({ type: 'payment.retry' }) ? (
    <Button
      key="retry"
      variant={numberFirst ? 'secondary' : 'primary'}
      onClick={() => send({ type: 'payment.retry' })}
    >
      {strings.actions.retry}
    </Button>
  ) : null
  const changeNumber = can({ type: 'payment.changeNumber' }) ? (
    <Button
      key="changeNumber"
      variant={numberFirst ? 'primary' : 'secondary'}
      onClick={() => send({ type: 'payment.changeNumber' })}
    >
      {strings.actions.changeNumber}
    </Button>
  ) : null
  return (
    <div className={styles.actions}>
      {numberFirst ? [changeNumber, retry] : [retry, changeNumber]}
    </div>
  )
}
