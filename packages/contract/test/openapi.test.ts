import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { createContractValidator, openapiPath } from '../src/validate/index.js'
import { lintOpenapi } from './lintOpenapi.js'

describe('openapi.yaml', () => {
  it('should pass Redocly’s recommended rules with no error and no warning', async () => {
    expect(await lintOpenapi()).toEqual([])
  })

  it('should document every call of docs/api-contract.md', () => {
    const document = parse(readFileSync(openapiPath, 'utf8')) as {
      paths: Record<string, Record<string, unknown>>
    }
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(operations.sort()).toEqual(
      [
        'GET /',
        'GET /sanctum/csrf-cookie',
        'GET /api/user',
        'POST /register',
        'POST /login',
        'POST /logout',
        'POST /forgot-password',
        'POST /reset-password',
        'POST /email/verification-notification',
        'GET /verify-email/{id}/{hash}',
        'PUT /user/profile-information',
        'POST /user/pending-email/notification',
        'DELETE /user/pending-email',
        'GET /email-change/verify/{id}/{hash}',
        'PUT /user/password',
        'DELETE /user',
        'GET /api/subscription/plans',
        'POST /api/subscription/free-trial',
        'POST /api/subscription/payments',
        'GET /api/subscription/payments',
        'GET /api/subscription/payments/{id}',
        'POST /user/confirm-password',
        'GET /user/confirmed-password-status',
        'POST /user/two-factor-authentication',
        'DELETE /user/two-factor-authentication',
        'GET /user/two-factor-qr-code',
        'GET /user/two-factor-secret-key',
        'POST /user/confirmed-two-factor-authentication',
        'GET /user/two-factor-recovery-codes',
        'POST /user/two-factor-recovery-codes',
        'POST /two-factor-challenge',
        'GET /api/user/sessions',
        'DELETE /api/user/sessions',
        'DELETE /api/user/sessions/{id}',
      ].sort(),
    )
  })
})

describe('createContractValidator', () => {
  const validator = createContractValidator()
  const payment = {
    id: '01jh6k2x8m4c3v9b7n5q1w0e2r',
    status: 'pending',
    plan: 'mensal',
    amount: 299,
    currency: 'MZN',
    phone_number: '258841234560',
    reference: 'CNT7Q2M9KX',
    transaction_id: null,
    code: null,
    message: null,
    created_at: '2025-01-15T09:00:00.000Z',
  }

  it('given a pending-payment conflict, should accept {message, payment}', () => {
    expect(
      validator.check({
        method: 'POST',
        path: '/api/subscription/payments',
        status: 409,
        body: { message: 'A payment is already pending.', payment },
      }),
    ).toEqual([])
  })

  it('given a conflict whose payment is already paid, should refuse it', () => {
    const errors = validator.check({
      method: 'POST',
      path: '/api/subscription/payments',
      status: 409,
      body: { message: 'x', payment: { ...payment, status: 'paid' } },
    })
    expect(errors.length).toBeGreaterThan(0)
  })

  it('given a payment with a number the API would refuse, should name the field', () => {
    const errors = validator.check({
      method: 'GET',
      path: '/api/subscription/payments/abc',
      status: 200,
      body: { data: { ...payment, phone_number: '841234560' } },
    })
    expect(errors.join('\n')).toContain('/data/phone_number')
  })

  it('given an undocumented status or route, should say so', () => {
    expect(validator.check({ method: 'GET', path: '/api/user', status: 418, body: {} })).toEqual([
      'GET /api/user: status 418 is not documented (200, 401, 409)',
    ])
    expect(validator.check({ method: 'GET', path: '/api/nothing', status: 200, body: {} })).toEqual(
      ['GET /api/nothing: not in the contract'],
    )
  })

  it('given a body where the contract has none, should refuse it', () => {
    expect(
      validator.check({ method: 'POST', path: '/login', status: 204, body: { ok: true } }),
    ).toEqual(['POST /login 204: the contract says no body'])
  })
})

describe('src/openapi.ts', () => {
  it('should be what openapi.yaml generates (else run `npm run generate -w @conecta/contract`)', () => {
    const script = fileURLToPath(new URL('../scripts/generateTypes.mjs', import.meta.url))
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  }, 30_000)
})
