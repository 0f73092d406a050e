import { PAYMENT_ATTEMPT_STORAGE_KEY } from '@conecta/mpesa'
import { afterEach, describe, expect, it } from 'vitest'
import { LAST_RECEIPT_STORAGE_KEY } from './lastReceiptKey'
import { SAVED_SUBSCRIPTION_STORAGE_KEY } from './savedSubscriptionKey'
import { forgetPersonData } from './subscriptionActorHost'

describe('forgetPersonData', () => {
  afterEach(() => {
    sessionStorage.removeItem(PAYMENT_ATTEMPT_STORAGE_KEY)
    localStorage.removeItem(LAST_RECEIPT_STORAGE_KEY)
    localStorage.removeItem(SAVED_SUBSCRIPTION_STORAGE_KEY)
  })

  it("given a person's attempt, receipt and saved plans and payments in this browser, should discard them and nothing else", () => {
    sessionStorage.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, '{}')
    localStorage.setItem(LAST_RECEIPT_STORAGE_KEY, '{}')
    localStorage.setItem(SAVED_SUBSCRIPTION_STORAGE_KEY, '{"userId":"7"}')
    localStorage.setItem('user-storage', '{"kept":true}')

    forgetPersonData()

    expect(sessionStorage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(LAST_RECEIPT_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(SAVED_SUBSCRIPTION_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem('user-storage')).toBe('{"kept":true}')
    localStorage.removeItem('user-storage')
  })

  it("given the person on this browser, should keep what is theirs and discard anyone else's or an unreadable one", () => {
    sessionStorage.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, '{"userId":"7","id":"key-ana"}')
    localStorage.setItem(LAST_RECEIPT_STORAGE_KEY, '{"userId":"8"}')
    localStorage.setItem(SAVED_SUBSCRIPTION_STORAGE_KEY, '{"userId":"7","payments":[]}')

    forgetPersonData('7')

    expect(localStorage.getItem(SAVED_SUBSCRIPTION_STORAGE_KEY)).toBe(
      '{"userId":"7","payments":[]}',
    )
    expect(sessionStorage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY)).toBe(
      '{"userId":"7","id":"key-ana"}',
    )
    expect(localStorage.getItem(LAST_RECEIPT_STORAGE_KEY)).toBeNull()

    localStorage.setItem(LAST_RECEIPT_STORAGE_KEY, 'not json')
    forgetPersonData('7')
    expect(localStorage.getItem(LAST_RECEIPT_STORAGE_KEY)).toBeNull()
  })
})
