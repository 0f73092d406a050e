import { formatMpesaNumber, type Payment } from '@conecta/mpesa'
import type { DescriptionListItem } from '@conecta/ui'
import { formatMaputoDateTime } from '../../format/formatMaputoDate'
import { formatMeticais } from '../../format/formatMeticais'

/**
 * The facts of a paid payment, as the receipt after paying and the receipt
 * page both list them (in this order: what support asks for first).
 */
export function receiptItems(payment: Payment, planName: string): DescriptionListItem[] {
  return [
    { term: 'Transacção', definition: payment.transaction_id ?? '—' },
    { term: 'Referência', definition: payment.reference || '—' },
    { term: 'Plano', definition: planName },
    { term: 'Montante', definition: formatMeticais(payment.amount) },
    { term: 'Número M-Pesa', definition: formatMpesaNumber(payment.phone_number) },
    { term: 'Data', definition: formatMaputoDateTime(payment.created_at) ?? '—' },
  ]
}
