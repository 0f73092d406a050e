import { DescriptionList } from '@conecta/ui'
import { formatMaputoDate, formatMaputoDateTime } from '../../format/formatMaputoDate'
import { formatMeticais } from '../../format/formatMeticais'
import { useClientSessionStatus, useClientSessionUser } from '../../session/useClientSession'
import * as layout from '../../styles/layout.css'
import * as styles from './PaymentPanel.css'
import type { Payment } from './paymentApi'
import { formatMpesaNumber } from './phoneNumber'

export interface PaymentReceiptProps {
  payment: Payment
  planName: string
}

/** The comprovativo of a paid payment, with the expiry the refreshed session reports; the panel says it was paid. */
export function PaymentReceipt({ payment, planName }: PaymentReceiptProps) {
  const status = useClientSessionStatus()
  const endDate = useClientSessionUser()?.subscription?.end_date ?? null
  // The session refetches the user as the payment settles; until it answers,
  // the old expiry would be wrong.
  const newExpiry = status === 'loading' ? 'A actualizar…' : (formatMaputoDate(endDate) ?? '—')

  return (
    <div className={layout.column}>
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
