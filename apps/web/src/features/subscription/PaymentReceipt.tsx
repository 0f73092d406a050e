import type { Payment } from '@conecta/mpesa'
import { DescriptionList } from '@conecta/ui'
import { useEffect } from 'react'
import { formatMaputoDate } from '../../format/formatMaputoDate'
import { useClientSessionStatus, useClientSessionUser } from '../../session/useClientSession'
import * as layout from '../../styles/layout.css'
import { lastReceiptStorage } from './lastReceiptStorage'
import * as styles from './PaymentPanel.css'
import { ReceiptActions } from './ReceiptActions'
import { receiptItems } from './receiptItems'

export interface PaymentReceiptProps {
  payment: Payment
  planName: string
}

/**
 * The comprovativo of a paid payment, with the expiry the refreshed session
 * reports (the panel says it was paid), ways to share or print it, and a copy
 * kept on the phone for its owner so its page opens offline (lastReceiptStorage.ts).
 */
export function PaymentReceipt({ payment, planName }: PaymentReceiptProps) {
  const status = useClientSessionStatus()
  const user = useClientSessionUser()
  const userId = user === null ? null : String(user.user.id)
  const endDate = user?.subscription?.end_date ?? null
  // The session refetches the user as the payment settles; until it answers,
  // the old expiry would be wrong.
  const newExpiry = status === 'loading' ? 'A actualizar…' : (formatMaputoDate(endDate) ?? '—')

  useEffect(() => {
    if (userId !== null) lastReceiptStorage.save(userId, payment, planName)
  }, [userId, payment, planName])

  return (
    <div className={layout.column}>
      <h4 className={styles.subheading}>Comprovativo</h4>
      <DescriptionList
        items={[
          ...receiptItems(payment, planName),
          { term: 'Nova data de validade', definition: newExpiry },
        ]}
      />
      <ReceiptActions payment={payment} planName={planName} />
    </div>
  )
}
