'use client'

import { Button, Notice, useOnlineStatus, VisuallyHidden } from '@conecta/ui'
import type { ReactNode } from 'react'
import { formatMeticais, formatPaymentDateTime } from '../mpesaFormat.js'
import {
  describePaymentOutcome,
  type HistoryStrings,
  type MpesaPaymentStrings,
} from '../mpesaStrings.js'
import type { Payment, Plan } from '../paymentApi.js'
import { historyPt } from '../strings/historyPt.js'
import * as styles from './checkout.css.js'
import { keepMpesaWhole } from './keepMpesaWhole.js'
import { useMpesaSection, usePaymentStrings } from './MpesaProvider.js'

/** Where the person's payments stand, as the host loads them (`GET /api/payments`). */
export type PaymentHistoryView =
  | { status: 'loading' }
  | { status: 'ready'; payments: readonly Payment[] }
  /** `offline`: for want of a connection (the host asks again when it returns), not a refusal. */
  | { status: 'failed'; offline: boolean }

export interface MpesaHistoryProps {
  history: PaymentHistoryView
  /** The plans, for their names; a payment of a plan not listed shows its id. */
  plans: readonly Plan[]
  /** "Tentar novamente" after a failed load. */
  onRetry: () => void
  /**
   * A paid payment's link to its receipt, in the host's router: `label` is the
   * link's whole content (its text says which payment to a screen reader).
   * Without it, no link.
   */
  renderReceiptLink?: (payment: Payment, label: ReactNode) => ReactNode
}

function statusText(payment: Payment, strings: MpesaPaymentStrings, words: HistoryStrings): string {
  const label = words.status[payment.status]
  if (payment.status !== 'failed') return label
  // A failure says why, in the words of its outcome.
  return words.failedBecause(
    label,
    describePaymentOutcome(payment.code, payment.status, strings).title,
  )
}

/** The person's payments, newest first (the server's order), each with its status and date. */
export function MpesaHistory({ history, plans, onRetry, renderReceiptLink }: MpesaHistoryProps) {
  const strings = usePaymentStrings()
  const words = useMpesaSection('history', historyPt)
  const online = useOnlineStatus()
  if (history.status === 'loading') {
    return <p className={styles.muted}>{words.loading}</p>
  }
  if (history.status === 'failed' && history.offline && !online) {
    // The host's offline notice says it once; the history is asked again when the
    // browser is back online (a server out of reach meanwhile gets the retry below).
    return <p className={styles.muted}>{words.offline}</p>
  }
  if (history.status === 'failed') {
    return (
      <Notice
        tone="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            {strings.actions.retry}
          </Button>
        }
      >
        {words.failed}
      </Notice>
    )
  }
  if (history.payments.length === 0) return <p className={styles.plainText}>{words.empty}</p>
  return (
    <ul className={styles.history}>
      {history.payments.map((payment) => {
        const planName = plans.find((plan) => plan.id === payment.plan)?.name ?? payment.plan
        const date = formatPaymentDateTime(payment.created_at, strings) ?? strings.receipt.missing
        return (
          <li key={payment.id} className={styles.historyItem}>
            <p className={styles.historyTitle}>
              <span>{planName}</span>
              <span>{formatMeticais(payment.amount, strings)}</span>
            </p>
            <p className={styles.plainText}>
              <span className={styles.status[payment.status]}>
                {keepMpesaWhole(statusText(payment, strings, words))}
              </span>
            </p>
            <p className={styles.muted}>{words.dateAndReference(date, payment.reference)}</p>
            {payment.status === 'paid' && renderReceiptLink !== undefined
              ? renderReceiptLink(
                  payment,
                  <>
                    {words.receiptLink}
                    {/* Every paid item has this link: its name says which payment. */}{' '}
                    <VisuallyHidden>{words.receiptLinkContext(planName, date)}</VisuallyHidden>
                  </>,
                )
              : null}
          </li>
        )
      })}
    </ul>
  )
}
