import { describe, expect, it } from 'vitest'
import { ApiError, tooManyAttemptsMessage } from './api-error'

describe('tooManyAttemptsMessage', () => {
  it("gives the store's reason for a 429", () => {
    const e = new ApiError(
      'http',
      'Too many tracking attempts.',
      429,
      'Too many tracking attempts. Please try again in 15 minutes.',
    )
    expect(tooManyAttemptsMessage(e)).toBe('Too many tracking attempts. Please try again in 15 minutes.')
  })

  it.each([
    ['a 429 without a reason', new ApiError('http', 'Request failed with status 429', 429)],
    ['a 404', new ApiError('http', 'Order not found', 404, 'Order not found or access denied')],
    ['no answer', new ApiError('network', 'No response from server')],
    ['another error', new Error('x')],
  ])('gives nothing for %s', (_, e) => {
    expect(tooManyAttemptsMessage(e)).toBeUndefined()
  })
})
