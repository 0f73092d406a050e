// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { makeTestPayment } from '../test/paymentFixtures.js'
import {
  countdownAnnouncement,
  formatCountdown,
  formatMeticais,
  formatPaymentDateTime,
  paymentReceiptFacts,
} from './mpesaFormat.js'
import { mpesaEn, withMpesaStrings } from './mpesaStrings.js'

describe("money and dates in the catalogue's locale", () => {
  it('should write meticais as Mozambique writes them, and as English does', () => {
    expect(formatMeticais(150)).toBe('150\u00a0MT')
    expect(formatMeticais(15000)).toBe('15\u00a0000\u00a0MT')
    expect(formatMeticais(15000, mpesaEn)).toBe('15,000\u00a0MT')
    expect(formatMeticais(99.5, mpesaEn)).toBe('99.5\u00a0MT')
  })

  it("should follow an adopter's locale and currency words", () => {
    const strings = withMpesaStrings(mpesaEn, {
      locale: 'de',
      meticais: (amount) => `MZN ${amount}`,
    })
    expect(formatMeticais(15000, strings)).toBe('MZN 15.000')
  })

  it("should date a payment in Maputo's time, whatever the phone's zone, and refuse what is no date", () => {
    expect(formatPaymentDateTime('2026-11-21T22:30:00Z')).toBe('22 de novembro de 2026 às 00:30')
    expect(formatPaymentDateTime('2026-11-21T22:30:00Z', mpesaEn)).toBe(
      'November 22, 2026 at 12:30 AM',
    )
    expect(formatPaymentDateTime('not a date')).toBeNull()
    expect(formatPaymentDateTime(null)).toBeNull()
  })

  it("should list a receipt's facts in the order support asks for them, with a mark for what is missing", () => {
    const payment = makeTestPayment({ status: 'paid', transaction_id: null, reference: '' })
    expect(paymentReceiptFacts(payment, 'Mensal', mpesaEn)).toEqual([
      { term: 'Transaction', definition: '—' },
      { term: 'Reference', definition: '—' },
      { term: 'Plan', definition: 'Mensal' },
      { term: 'Amount', definition: '150\u00a0MT' },
      { term: 'M-Pesa number', definition: '+258 84 123 4567' },
      { term: 'Date', definition: 'January 1, 2025 at 12:00 PM' },
    ])
  })

  it('should show the countdown as mm:ss and announce it only in steps', () => {
    expect(formatCountdown(125)).toBe('02:05')
    expect(formatCountdown(-3)).toBe('00:00')
    expect(countdownAnnouncement(119)).toBe(countdownAnnouncement(61))
    expect(countdownAnnouncement(59)).toBe('Resta menos de 1 minuto.')
    expect(countdownAnnouncement(30)).toBe('Restam menos de 30 segundos.')
    expect(countdownAnnouncement(0)).toBe('O tempo para introduzir o PIN terminou.')
    expect(countdownAnnouncement(90, mpesaEn)).toBe('Less than 2 minutes left.')
  })
})
