import { PAYMENTS_PATH, type Payment, readPayment } from '@conecta/mpesa'
import { apiClient } from '../../api/apiClient'

// The subscription calls of docs/api-contract.md#subscription-and-m-pesa besides creating and polling one
// payment (@conecta/mpesa); the plans come from plans/plansApi.ts.

export const FREE_TRIAL_PATH = '/api/subscription/free-trial'

/** 204, then the session refetches `/api/user`; 409 when the trial was already used. */
export async function startFreeTrial(): Promise<void> {
  await apiClient.post(FREE_TRIAL_PATH)
}

/** The person's payments, newest first as the server sends them. */
export async function fetchPayments(signal?: AbortSignal): Promise<Payment[]> {
  const body = await apiClient.get<{ data?: unknown }>(PAYMENTS_PATH, { signal })
  const data = body?.data
  if (!Array.isArray(data)) throw new TypeError('Unexpected payments response')
  return data.map((payment) => readPayment({ data: payment }))
}
