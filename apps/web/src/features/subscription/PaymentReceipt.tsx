import { DescriptionList } from '@conecta/ui'
import type { Ref } from 'react'
import { formatMaputoDate, formatMaputoDateTime } from '../../format/formatMaputoDate'
import { formatMeticais } from '../../format/formatMeticais'
import { useClientSessionStatus, useClientSessionUser } from '../../session/useClientSession'
import * as layout from '../../styles/layout.css'
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
    <div className={layout.column}>
      <h3 ref={headingRef} tabIndex={-1} className={layout.sectionHeading}>
        {PAYMENT_PAID_TITLE}
      </h3>
      <p className={layout.plainText}>{PAYMENT_PAID_MESSAGE}</p>
      <h4 className={styles.subheading}>Comprovativo</h4>
      <DescriptionList
        items={[
          { term: 'Transacção', definition: payment.transaction_id ?? '—' },
          { term: 'Referência', definition: payment.reference || '—' },
          { term: 'Plano', definition: planName },
          { term: 'Montante', definition: formatMeticais(payment.amount) },
          { term: 'Número M-Pesa', definition: formatMpesaNumber(payment.phone_number) },
          { term: 'Data', definition: formatMaputoDateTime(payment.created_at) ?? '—' },
          { term: 'Nova data de validade', definition: newExpiry },
        ]}
      />
    </div>
  )
}
