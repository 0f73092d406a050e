import type { Ref } from 'react'
import { useClientSessionStatus, useClientSessionUser } from '../../app/useClientSession'
import { formatMeticais } from '../landing/formatMeticais'
import { formatMaputoDate, formatMaputoDateTime } from './formatMaputoDate'
import { PAYMENT_PAID_MESSAGE, PAYMENT_PAID_TITLE } from './mpesaMessages'
import * as styles from './PaymentPanel.css'
import type { Payment } from './paymentApi'
import { formatMpesaNumber } from './phoneNumber'

export interface PaymentReceiptProps {
  payment: Payment
  planName: string
  /** The heading takes focus when the payment settles. */
  headingRef?: Ref<HTMLHeadingElement>
}

/** The comprovativo of a paid payment, with the expiry the refreshed session reports. */
export function PaymentReceipt({ payment, planName, headingRef }: PaymentReceiptProps) {
  const status = useClientSessionStatus()
  const endDate = useClientSessionUser()?.subscription?.end_date ?? null
  // The session refetches the user as the payment settles; until it answers,
  // the old expiry would be wrong.
  const newExpiry = status === 'loading' ? 'A actualizar…' : (formatMaputoDate(endDate) ?? '—')

  return (
    <div className={styles.panel}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {PAYMENT_PAID_TITLE}
      </h3>
      <p className={styles.text}>{PAYMENT_PAID_MESSAGE}</p>
      <h4 className={styles.subheading}>Comprovativo</h4>
      <dl className={styles.receipt}>
        <dt className={styles.term}>Transacção</dt>
        <dd className={styles.definition}>{payment.transaction_id ?? '—'}</dd>
        <dt className={styles.term}>Referência</dt>
        <dd className={styles.definition}>{payment.reference || '—'}</dd>
        <dt className={styles.term}>Plano</dt>
        <dd className={styles.definition}>{planName}</dd>
        <dt className={styles.term}>Montante</dt>
        <dd className={styles.definition}>{formatMeticais(payment.amount)}</dd>
        <dt className={styles.term}>Número M-Pesa</dt>
        <dd className={styles.definition}>{formatMpesaNumber(payment.phone_number)}</dd>
        <dt className={styles.term}>Data</dt>
        <dd className={styles.definition}>{formatMaputoDateTime(payment.created_at) ?? '—'}</dd>
        <dt className={styles.term}>Nova data de validade</dt>
        <dd className={styles.definition}>{newExpiry}</dd>
      </dl>
    </div>
  )
}
