import { toApiError } from '@conecta/session-machine'
import { useCallback, useEffect, useState } from 'react'
import { apiClient } from '../../api/apiClient'
import { createPaymentApi, type Payment } from './paymentApi'

export type ReceiptState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; payment: Payment }
  /** 404: no such payment, or another person's (docs/api-contract.md#subscription-and-m-pesa). */
  | { status: 'notFound' }
  | { status: 'failed' }

const payments = createPaymentApi(apiClient)

/**
 * One payment for its receipt page, asked for while `enabled` (a confirmed
 * user: without one the call could only fail), and a way to ask again.
 */
export function useReceipt(paymentId: string, enabled: boolean): [ReceiptState, () => void] {
  const [state, setState] = useState<ReceiptState>({ status: 'idle' })
  const [version, setVersion] = useState(0)

  useEffect(() => {
    // `version` is the retry request; reading it makes the effect run again.
    void version
    if (!enabled) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    payments.getPayment(paymentId, controller.signal).then(
      (payment) => setState({ status: 'ready', payment }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({ status: toApiError(error).status === 404 ? 'notFound' : 'failed' })
      },
    )
    return () => controller.abort()
  }, [paymentId, enabled, version])

  const retry = useCallback(() => setVersion((value) => value + 1), [])
  return [state, retry]
}
