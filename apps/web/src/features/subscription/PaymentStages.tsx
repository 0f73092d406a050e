import {
  formatMpesaNumber,
  mpesaPt,
  type PaymentMachineEvent,
  type PaymentOutcome,
} from '@conecta/mpesa'
import { AlertIcon, Button, CheckIcon, CloseIcon, Notice } from '@conecta/ui'
import type { ReactNode, Ref } from 'react'
import { keepNamesWhole } from '../../format/keepNamesWhole'
import { useOnlineStatus } from '../../session/useOnlineStatus'
import * as layout from '../../styles/layout.css'
import { Countdown } from './Countdown'
import * as styles from './PaymentPanel.css'

// The views of the payment's stages (PaymentPanel.tsx picks one); they only show and send.

export const PAYMENT_WAIT_OFFLINE_MESSAGE =
  'O pedido continua no seu telemóvel: introduza o PIN na mesma. Confirmamos o pagamento assim que a ligação voltar; não será cobrado outra vez.'

interface WaitViewProps {
  amount: string
  planName: string
  number: string | null | undefined
  deadline: number | undefined
  headingRef: Ref<HTMLHeadingElement>
}

/** The wait for the PIN: the whole panel, the instruction first, the time beside it. */
export function WaitView({ amount, planName, number, deadline, headingRef }: WaitViewProps) {
  const online = useOnlineStatus()
  return (
    <div className={styles.waiting}>
      <div className={styles.waitHeader}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.instruction}>
          {mpesaPt.pinInstruction}
        </h3>
        {deadline === undefined ? null : <Countdown deadline={deadline} />}
      </div>
      <p className={styles.subheading}>{mpesaPt.outcomes.awaiting.title}</p>
      <p className={layout.plainText}>
        {number
          ? `Pedimos ${amount} ao número ${formatMpesaNumber(number)}, pelo plano ${planName}.`
          : `Plano ${planName}, ${amount}.`}
      </p>
      {online ? null : (
        <Notice tone="warning" title="Sem ligação" role="status">
          {PAYMENT_WAIT_OFFLINE_MESSAGE}
        </Notice>
      )}
      <p className={layout.plainText}>
        <strong>{mpesaPt.doNotClose}</strong>
      </p>
    </div>
  )
}

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
          {keepNamesWhole(title)}
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
  return (
    <div className={styles.waiting}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.instruction}>
        {keepNamesWhole(title)}
      </h3>
      <p className={layout.plainText}>{keepNamesWhole(message)}</p>
      {number ? (
        <p className={layout.plainText}>
          Pedido de {amount} ao número {formatMpesaNumber(number)}.
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
      {mpesaPt.actions.retry}
    </Button>
  ) : null
  const changeNumber = can({ type: 'payment.changeNumber' }) ? (
    <Button
      key="changeNumber"
      variant={numberFirst ? 'primary' : 'secondary'}
      onClick={() => send({ type: 'payment.changeNumber' })}
    >
      {mpesaPt.actions.changeNumber}
    </Button>
  ) : null
  return (
    <div className={layout.actions}>
      {numberFirst ? [changeNumber, retry] : [retry, changeNumber]}
    </div>
  )
}
