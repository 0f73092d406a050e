import { describe, expect, it } from 'vitest'
import { outcomeForPhoneNumber, paymentOutcomes } from './paymentOutcomes'

describe('paymentOutcomes', () => {
  it('should give each last digit 0–9 exactly one outcome', () => {
    expect(paymentOutcomes.map((outcome) => outcome.lastDigit)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ])
  })

  it('given a number, should pick by its last digit', () => {
    expect(outcomeForPhoneNumber('258841234564').code).toBe('INS-2006')
    expect(outcomeForPhoneNumber('258851234560').status).toBe('paid')
  })

  it('should keep only the never-answering outcome unsettled', () => {
    expect(paymentOutcomes.filter((outcome) => !outcome.settles).map((o) => o.lastDigit)).toEqual([
      9,
    ])
  })
})
