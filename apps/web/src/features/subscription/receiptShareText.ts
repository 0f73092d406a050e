import type { Payment } from '@conecta/mpesa'
// The app's own helpers, not the package's formatMeticais and formatPaymentDateTime (which this
// chunk carries too): with them, formatMaputoDate.ts stopped sharing a file with the kit's
// DescriptionList, and the profile's first visit fetched one file more (0.36 kB on the journey).
import { formatMaputoDateTime } from '../../format/formatMaputoDate'
import { formatMeticais } from '../../format/formatMeticais'

export interface ReceiptShareInput {
  payment: Payment
  /** The plan's name ('Mensal'); its id when the plans are unknown. */
  planName: string
  /** The product name of this deployment, `appConfig.productName`. */
  productName: string
}

/** The share sheet's title: WhatsApp drops it, e-mail uses it as the subject. */
export function receiptShareTitle(productName: string): string {
  return `Comprovativo de pagamento ${productName}`
}

/**
 * The proof of payment as a person sends it on WhatsApp: one fact a line,
 * short enough to read without scrolling on a 360 px phone. The M-Pesa number
 * is left out: the text is forwarded to whoever asks for it, and the
 * transaction id and the reference are what support looks a payment up by.
 */
export function receiptShareText({ payment, planName, productName }: ReceiptShareInput): string {
  const lines = [
    `${receiptShareTitle(productName)}: pago`,
    `Plano: ${planName}`,
    `Montante: ${formatMeticais(payment.amount)}`,
    `Data: ${formatMaputoDateTime(payment.created_at) ?? '—'}`,
    `Referência: ${payment.reference || '—'}`,
    `Transacção M-Pesa: ${payment.transaction_id ?? '—'}`,
  ]
  return lines.join('\n')
}
