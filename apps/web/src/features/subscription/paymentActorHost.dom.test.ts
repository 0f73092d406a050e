import { afterEach, describe, expect, it } from 'vitest'
import { LAST_RECEIPT_STORAGE_KEY } from './lastReceiptKey'
import { forgetPersonData } from './paymentActorHost'
import { PAYMENT_ATTEMPT_STORAGE_KEY } from './paymentAttemptKey'

describe('forgetPersonData', () => {
  afterEach(() => {
    sessionStorage.removeItem(PAYMENT_ATTEMPT_STORAGE_KEY)
    localStorage.removeItem(LAST_RECEIPT_STORAGE_KEY)
  })

  it("given a person's attempt and receipt in this browser, should discard both and nothing else", () => {
    sessionStorage.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, '{}')
    localStorage.setItem(LAST_RECEIPT_STORAGE_KEY, '{}')
    localStorage.setItem('user-storage', '{"kept":true}')

    forgetPersonData()

    expect(sessionStorage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(LAST_RECEIPT_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem('user-storage')).toBe('{"kept":true}')
    localStorage.removeItem('user-storage')
  })
})
