import { type MpesaPaymentStrings, mpesaPaymentPt } from './mpesaStrings.js'
import type { Payment } from './paymentApi.js'
import { formatMpesaNumber } from './phoneNumber.js'

// Money, dates and the PIN countdown in a catalogue's locale (`MpesaStrings.locale`), through
// `Intl`: what the checkout shows and what a host without React can show the same way.

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function cached<T>(formats: Map<string, T>, locale: string, make: () => T): T {
  let format = formats.get(locale)
  if (format === undefined) {
    format = make()
    formats.set(locale, format)
  }
  return format
}

/** 1500 → '1 500 MT' in pt-MZ, '1,500 MT' in en: meticais as the locale writes numbers. */
export function formatMeticais(
  value: number,
  strings: MpesaPaymentStrings = mpesaPaymentPt,
): string {
  const format = cached(
    numberFormats,
    strings.locale,
    () => new Intl.NumberFormat(strings.locale, { maximumFractionDigits: 2 }),
  )
  return strings.meticais(format.format(value))
}

/**
 * '21 de novembro de 2026 às 12:00' in pt-MZ, or `null` for a missing or unreadable date.
 * Always Maputo's time: the phone, the server and a printed receipt name the same day.
 */
export function formatPaymentDateTime(
  iso: string | null | undefined,
  strings: MpesaPaymentStrings = mpesaPaymentPt,
): string | null {
  if (iso === null || iso === undefined || iso === '') return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const format = cached(
    dateTimeFormats,
    strings.locale,
    () =>
      new Intl.DateTimeFormat(strings.locale, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Africa/Maputo',
      }),
  )
  return format.format(date)
}

/** One fact of a receipt: a term and its value, both text. */
export interface ReceiptFact {
  term: string
  definition: string
}

/**
 * The facts of a paid payment, in this order (what support asks for first):
 * transaction, reference, plan, amount, number, date.
 */
export function paymentReceiptFacts(
  payment: Payment,
  planName: string,
  strings: MpesaPaymentStrings = mpesaPaymentPt,
): ReceiptFact[] {
  const { receipt } = strings
  const { missing } = receipt
  return [
    { term: receipt.transaction, definition: payment.transaction_id ?? missing },
    { term: receipt.reference, definition: payment.reference || missing },
    { term: receipt.plan, definition: planName },
    { term: receipt.amount, definition: formatMeticais(payment.amount, strings) },
    { term: receipt.number, definition: formatMpesaNumber(payment.phone_number) },
    {
      term: receipt.date,
      definition: formatPaymentDateTime(payment.created_at, strings) ?? missing,
    },
  ]
}

/** 125 s → '02:05'. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds))
  const minutes = Math.floor(safe / 60)
  return `${String(minutes).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`
}

/**
 * What a screen reader hears of the countdown: it changes at each whole minute
 * and at 30 s, so a live region speaks a handful of times, never every second.
 */
export function countdownAnnouncement(
  seconds: number,
  strings: MpesaPaymentStrings = mpesaPaymentPt,
): string {
  if (seconds <= 0) return strings.countdown.over
  if (seconds <= 30) return strings.countdown.underHalfMinute
  return strings.countdown.underMinutes(Math.ceil(seconds / 60))
}
