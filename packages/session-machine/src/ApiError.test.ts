import { inspect } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ApiError, isApiError, toApiError } from './ApiError.js'

describe('ApiError', () => {
  it('given a 409 without the unverified message, should not be unverified', () => {
    const error = new ApiError({ kind: 'http', status: 409, serverMessage: 'Trial used.' })

    expect(error.isUnverified).toBe(false)
  })

  it('should be an Error named ApiError with an empty field map by default', () => {
    const error = new ApiError({ kind: 'network' })

    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ApiError')
    expect(error.fieldErrors).toEqual({})
    expect(error.status).toBeNull()
    expect(inspect(error)).toContain('ApiError')
  })
})

describe('isApiError', () => {
  it('should accept ApiErrors only', () => {
    expect(isApiError(new ApiError({ kind: 'aborted' }))).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
    expect(isApiError({ kind: 'http', status: 500 })).toBe(false)
    expect(isApiError(null)).toBe(false)
  })
})

describe('toApiError', () => {
  it('should keep an ApiError as it is', () => {
    const error = new ApiError({ kind: 'http', status: 401 })

    expect(toApiError(error)).toBe(error)
  })

  it('should classify what fetch throws', () => {
    expect(toApiError(new DOMException('aborted', 'AbortError')).kind).toBe('aborted')
    expect(toApiError(new TypeError('fetch failed')).kind).toBe('network')
    expect(toApiError('boom').kind).toBe('invalid-response')
  })
})
