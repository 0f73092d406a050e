import { paths } from '../../navigation/paths'

/**
 * The printable receipt (comprovativo) of one payment, `paths.receipt` filled
 * in. Here rather than in paths.ts, whose code every page's first load carries:
 * only the subscription screens link to a receipt.
 */
export function receiptPath(paymentId: string): string {
  return paths.receipt.replace(':paymentId', encodeURIComponent(paymentId))
}
