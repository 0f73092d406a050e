import { createPaymentApi, type Payment, type Plan } from '@conecta/mpesa'
import { toApiError } from '@conecta/session-machine'
import { useCallback, useEffect, useState } from 'react'
import { apiClient } from '../../api/apiClient'
import { fetchPlans } from '../../plans/plansApi'

export type ReceiptState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `plans` is `null` when they could not be had: the plan's id then stands for its name. */
  | { status: 'ready'; payment: Payment; plans: Plan[] | null }
  /** 404: no such payment, or another person's (docs/api-contract.md#subscription-and-m-pesa). */
  | { status: 'notFound' }
  | { status: 'failed' }

const payments = createPaymentApi(apiClient)

/**
 * One payment for its receipt page, with the plans for its plan's name (both
 * asked at once; fetchPlans, not usePlans, whose chunk the landing page would
 * then have to load apart), while `enabled` (a confirmed user: without one the
 * calls could only fail), and a way to ask again.
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
    const plans = fetchPlans(controller.signal).then(
      (catalogue) => catalogue.plans,
      () => null,
    )
    payments.getPayment(paymentId, controller.signal).then(
      async (payment) => {
        const known = await plans
        if (!controller.signal.aborted) setState({ status: 'ready', payment, plans: known })
      },
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
