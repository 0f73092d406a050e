import type { PaymentStatus } from '../store/MockStore'

export interface PaymentOutcome {
  /** The last digit of the M-Pesa number that selects this outcome. */
  lastDigit: number
  /** Status once settled; `pending` with a code means the server could not tell (docs/mpesa.md#result-codes). */
  status: PaymentStatus
  /** The M-Pesa response code, or `null` while nothing has been heard. */
  code: string | null
  /** Vodacom's own English description, as a real backend would pass it on. */
  message: string | null
  /** Whether the outcome ever arrives; `false` leaves the client to time out and verify. */
  settles: boolean
  /** What a developer gets, for the README and stories. */
  description: string
}

/**
 * The demo's simulated M-Pesa outcomes, chosen by the number's last digit so a person testing
 * by hand can reach each one (docs/mpesa.md#demo-outcomes).
 */
export const paymentOutcomes: readonly PaymentOutcome[] = [
  {
    lastDigit: 0,
    status: 'paid',
    code: 'INS-0',
    message: 'Request processed successfully',
    settles: true,
    description: 'paid; the subscription is extended',
  },
  {
    lastDigit: 1,
    status: 'cancelled',
    code: 'INS-5',
    message: 'Transaction cancelled by customer',
    settles: true,
    description: 'cancelled on the phone',
  },
  {
    lastDigit: 2,
    status: 'expired',
    code: 'INS-9',
    message: 'Request timeout',
    settles: true,
    description: 'PIN not entered in time',
  },
  {
    lastDigit: 3,
    status: 'pending',
    code: 'INS-10',
    message: 'Duplicate Transaction',
    settles: true,
    description: 'duplicate: stays pending with the code, the client must verify',
  },
  {
    lastDigit: 4,
    status: 'failed',
    code: 'INS-2006',
    message: 'Insufficient balance',
    settles: true,
    description: 'insufficient balance',
  },
  {
    lastDigit: 5,
    status: 'failed',
    code: 'INS-2051',
    message: 'Invalid MSISDN',
    settles: true,
    description: 'not an M-Pesa number',
  },
  {
    lastDigit: 6,
    status: 'failed',
    code: 'INS-4',
    message: 'User is not active',
    settles: true,
    description: 'M-Pesa account not active',
  },
  {
    lastDigit: 7,
    status: 'failed',
    code: 'INS-6',
    message: 'Transaction Failed',
    settles: true,
    description: 'failed',
  },
  {
    lastDigit: 8,
    status: 'failed',
    code: 'INS-1',
    message: 'Internal Error',
    settles: true,
    description: 'M-Pesa unavailable',
  },
  {
    lastDigit: 9,
    status: 'pending',
    code: null,
    message: null,
    settles: false,
    description: 'never answers: stays pending until the client times out',
  },
]

/** The outcome for a normalised number (`2588XXXXXXXX`). */
export function outcomeForPhoneNumber(phoneNumber: string): PaymentOutcome {
  const digit = Number(phoneNumber.slice(-1))
  const outcome = paymentOutcomes.find((candidate) => candidate.lastDigit === digit)
  if (outcome === undefined) {
    throw new Error(`No simulated outcome for a number ending in "${phoneNumber.slice(-1)}"`)
  }
  return outcome
}
