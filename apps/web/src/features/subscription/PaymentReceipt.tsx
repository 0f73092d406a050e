import type { Payment } from '@conecta/mpesa'
import { MpesaReceipt } from '@conecta/mpesa/react'
import { useEffect } from 'react'
import { formatMaputoDate } from '../../format/formatMaputoDate'
import { useClientSessionStatus, useClientSessionUser } from '../../session/useClientSession'
import { lastReceiptStorage } from './lastReceiptStorage'
import { ReceiptActions } from './ReceiptActions'

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
    <MpesaReceipt
      payment={payment}
      planName={planName}
      moreFacts={[{ term: 'Nova data de validade', definition: newExpiry }]}
    >
      <ReceiptActions payment={payment} planName={planName} />
    </MpesaReceipt>
  )
}
