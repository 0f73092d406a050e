// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createMemoryStorage, createThrowingStorage } from '../../../test/createMemoryStorage'
import { makeTestPayment } from '../../../test/paymentFixtures'
import {
  clearLastReceipt,
  createLastReceiptStorage,
  LAST_RECEIPT_STORAGE_KEY,
  parseStoredReceipt,
} from './lastReceiptStorage'

const paid = makeTestPayment({
  status: 'paid',
  plan: 'mensal',
  amount: 299,
  phone_number: '258841234560',
  reference: 'CNT7Q2M9KX',
  transaction_id: 'D7K3M9QX2B',
  code: 'INS-0',
  message: 'Request processed successfully',
  created_at: '2026-03-14T09:00:00.000Z',
})

const throwingStorage = () =>
  createThrowingStorage(new DOMException('The operation is insecure.', 'SecurityError'))

describe('createLastReceiptStorage', () => {
  it('after saving a paid payment, should read it back for its owner, under the documented key', () => {
    const storage = createMemoryStorage()
    const receipts = createLastReceiptStorage({ getStorage: () => storage })
    receipts.save(7, paid, 'Mensal')
    expect(storage.getItem(LAST_RECEIPT_STORAGE_KEY)).not.toBeNull()
    expect(receipts.read(7)).toEqual({ version: 1, userId: '7', payment: paid, planName: 'Mensal' })
    expect(receipts.read('7')?.payment.transaction_id).toBe('D7K3M9QX2B')
  })

  it("given another person's receipt, should give them nothing and discard it", () => {
    const storage = createMemoryStorage()
    const receipts = createLastReceiptStorage({ getStorage: () => storage })
    receipts.save(7, paid, 'Mensal')
    expect(receipts.read(8)).toBeNull()
    expect(receipts.read(7)).toBeNull()
    expect(storage.getItem(LAST_RECEIPT_STORAGE_KEY)).toBeNull()
  })

  it('given a payment that is not paid, should keep nothing', () => {
    const storage = createMemoryStorage()
    const receipts = createLastReceiptStorage({ getStorage: () => storage })
    receipts.save(7, { ...paid, status: 'failed', code: 'INS-6', transaction_id: null }, 'Mensal')
    expect(receipts.read(7)).toBeNull()
  })

  it('given an older paid payment opened after a newer one, should keep the newer', () => {
    const storage = createMemoryStorage()
    const receipts = createLastReceiptStorage({ getStorage: () => storage })
    receipts.save(7, paid, 'Mensal')
    receipts.save(7, { ...paid, id: 'pay-0', created_at: '2026-01-01T09:00:00.000Z' }, 'Anual')
    expect(receipts.read(7)?.payment.id).toBe('pay-1')
    receipts.save(7, { ...paid, id: 'pay-2', created_at: '2026-04-01T09:00:00.000Z' }, 'Anual')
    expect(receipts.read(7)?.payment.id).toBe('pay-2')
  })

  it("given another person's newer receipt, should replace it with this person's", () => {
    const storage = createMemoryStorage()
    const receipts = createLastReceiptStorage({ getStorage: () => storage })
    receipts.save(8, { ...paid, created_at: '2027-01-01T00:00:00.000Z' }, 'Mensal')
    receipts.save(7, { ...paid, id: 'pay-7' }, 'Mensal')
    expect(receipts.read(7)?.payment.id).toBe('pay-7')
  })

  it('after clear, and after clearLastReceipt on the same storage, should read nothing', () => {
    const storage = createMemoryStorage()
    const receipts = createLastReceiptStorage({ getStorage: () => storage })
    receipts.save(7, paid, 'Mensal')
    receipts.clear()
    expect(receipts.read(7)).toBeNull()
    receipts.save(7, paid, 'Mensal')
    clearLastReceipt(() => storage)
    expect(receipts.read(7)).toBeNull()
  })

  it('given storage that throws or is missing, should neither throw nor keep anything', () => {
    for (const getStorage of [() => throwingStorage(), () => null]) {
      const receipts = createLastReceiptStorage({ getStorage })
      expect(() => receipts.save(7, paid, 'Mensal')).not.toThrow()
      expect(receipts.read(7)).toBeNull()
      expect(() => receipts.clear()).not.toThrow()
    }
  })
})

describe('parseStoredReceipt', () => {
  const valid = { version: 1, userId: '7', payment: paid, planName: 'Mensal' }

  it('given a valid receipt, should read it', () => {
    expect(parseStoredReceipt(JSON.stringify(valid))).toEqual(valid)
  })

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ ...valid, version: 2 })],
    ['no owner', JSON.stringify({ ...valid, userId: '' })],
    ['a pending payment', JSON.stringify({ ...valid, payment: { ...paid, status: 'pending' } })],
    ['an amount as text', JSON.stringify({ ...valid, payment: { ...paid, amount: '299' } })],
    ['no payment id', JSON.stringify({ ...valid, payment: { ...paid, id: '' } })],
    ['a plan name that is not text', JSON.stringify({ ...valid, planName: 3 })],
  ])('given %s, should refuse it', (_case, raw) => {
    expect(parseStoredReceipt(raw)).toBeNull()
  })
})
