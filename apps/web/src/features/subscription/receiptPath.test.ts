// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { receiptPath } from './receiptPath'

describe('receiptPath', () => {
  it('given a payment id, should be its receipt page under the subscription tab, encoded', () => {
    expect(receiptPath('01jh6k2x8m')).toBe('/profile/subscription/receipt/01jh6k2x8m')
    expect(receiptPath('a/b c')).toBe('/profile/subscription/receipt/a%2Fb%20c')
  })
})
