import { apiError } from './api-error'

/** 429 with Retry-After and the error shape of every endpoint. */
export function rateLimited(
  retryAfterS: number,
  message = `Too many requests. Please wait ${retryAfterS} seconds and try again.`,
) {
  const response = apiError(429, 'rate_limited', message)
  response.headers.set('retry-after', String(retryAfterS))
  return response
}
