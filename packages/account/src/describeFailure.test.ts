import { ApiError } from '@conecta/session-machine'
import { describe, expect, it } from 'vitest'
import { describeFailure } from './describeFailure'
import { translateServerMessage } from './translateServerMessage'

describe('describeFailure', () => {
  it('given a 422, should translate each field message and summarise', () => {
    const failure = describeFailure(
      new ApiError({
        kind: 'http',
        status: 422,
        serverMessage: 'These credentials do not match our records.',
        fieldErrors: { email: ['These credentials do not match our records.'] },
      }),
      translateServerMessage,
    )
    expect(failure).toEqual({
      message: 'Corrija os campos assinalados e tente novamente.',
      fieldErrors: { email: ['E-mail ou palavra-passe incorrectos.'] },
      retryable: false,
      status: 422,
    })
  })

  it("given Laravel's confirmed rule refusing the password, should put the mismatch beside the confirmation and keep the rest beside the password", () => {
    const failure = describeFailure(
      new ApiError({
        kind: 'http',
        status: 422,
        fieldErrors: {
          password: [
            'The password field must be at least 8 characters.',
            'The password field confirmation does not match.',
          ],
        },
      }),
      translateServerMessage,
    )
    expect(failure.fieldErrors).toEqual({
      password: ['O campo palavra-passe deve ter pelo menos 8 caracteres.'],
      password_confirmation: ['A confirmação não coincide com a palavra-passe.'],
    })
  })

  it('given a 429 with Retry-After, should say when to try again', () => {
    const failure = describeFailure(
      new ApiError({ kind: 'http', status: 429, retryAfterSeconds: 30 }),
      translateServerMessage,
    )
    expect(failure.message).toBe('Demasiadas tentativas. Tente novamente dentro de 30 segundos.')
    expect(failure.retryable).toBe(true)
  })

  it('given a 429 without Retry-After, should say in a moment', () => {
    expect(
      describeFailure(new ApiError({ kind: 'http', status: 429 }), translateServerMessage).message,
    ).toBe('Demasiadas tentativas. Tente novamente dentro de momentos.')
  })

  it('given a network failure, should say so and allow a retry', () => {
    const failure = describeFailure(new TypeError('Failed to fetch'), translateServerMessage)
    expect(failure.message).toMatch(/ligação à internet/)
    expect(failure.retryable).toBe(true)
    expect(failure.status).toBeNull()
  })
})
