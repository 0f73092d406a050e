import { useCallback, useEffect, useState } from 'react'
import type { Payment } from './paymentApi'
import { fetchPayments } from './subscriptionApi'

export type PaymentHistoryState =
  | { status: 'loading' }
  | { status: 'ready'; payments: Payment[] }
  | { status: 'failed' }

/** The payment history, and a way to ask for it again (after a payment settles, or a failure). */
export function usePaymentHistory(): [PaymentHistoryState, () => void] {
  const [state, setState] = useState<PaymentHistoryState>({ status: 'loading' })
  const [version, setVersion] = useState(0)

  useEffect(() => {
    // `version` is the reload request; reading it makes the effect run again.
    void version
    const controller = new AbortController()
    fetchPayments(controller.signal).then(
      (payments) => setState({ status: 'ready', payments }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [version])

  const reload = useCallback(() => setVersion((value) => value + 1), [])
  return [state, reload]
}
