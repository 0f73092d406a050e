// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { makeTestPayment } from '../../../test/paymentFixtures'
import { receiptShareText, receiptShareTitle } from './receiptShareText'

const payment = makeTestPayment({
  status: 'paid',
  plan: 'trimestral',
  amount: 1500,
  phone_number: '258841234560',
  reference: 'CNT7Q2M9KX',
  transaction_id: 'D7K3M9QX2B',
  code: 'INS-0',
  message: 'Request processed successfully',
  // 23:30 UTC is already the next day in Maputo (UTC+2).
  created_at: '2026-03-14T23:30:00.000Z',
})

describe('receiptShareText', () => {
  it('given a paid payment, should give one fact a line in Portuguese, the date in Maputo', () => {
    expect(receiptShareText({ payment, planName: 'Trimestral', productName: 'Conecta' })).toBe(
      [
        'Comprovativo de pagamento Conecta: pago',
        'Plano: Trimestral',
        'Montante: 1500\u00a0MT',
        'Data: 15 de março de 2026 às 01:30',
        'Referência: CNT7Q2M9KX',
        'Transacção M-Pesa: D7K3M9QX2B',
      ].join('\n'),
    )
  })

  it('given a payment, should leave out the M-Pesa number that the text is forwarded without', () => {
    const text = receiptShareText({ payment, planName: 'Trimestral', productName: 'Conecta' })
    expect(text).not.toMatch(/84\s?123\s?4560|258841234560/)
  })

  it('given no transaction id or date, should say so with a dash rather than "null"', () => {
    const text = receiptShareText({
      payment: { ...payment, transaction_id: null, created_at: '', reference: '' },
      planName: 'Mensal',
      productName: 'Parceiro',
    })
    expect(text).toContain('Transacção M-Pesa: —')
    expect(text).toContain('Data: —')
    expect(text).toContain('Referência: —')
    expect(text).not.toContain('null')
    expect(text.split('\n')[0]).toBe('Comprovativo de pagamento Parceiro: pago')
  })

  it('should title the share with the product name', () => {
    expect(receiptShareTitle('Conecta')).toBe('Comprovativo de pagamento Conecta')
  })
})
