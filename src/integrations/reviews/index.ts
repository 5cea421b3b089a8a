import { httpReviewsSource } from './http'
import type { ReviewsSource } from './types'

export { type ReviewsSource, ReviewsSourceError } from './types'

/**
 * The hosted reviews service of this deployment, or null when none is configured (REVIEWS_API_URL and
 * REVIEWS_API_TOKEN; REVIEWS_API_TIMEOUT_MS, default 5000). There is no default service: without one,
 * reviews come from staff entry and the CSV import only.
 */
export function getReviewsSource(env: Record<string, string | undefined> = process.env): ReviewsSource | null {
  const baseUrl = env.REVIEWS_API_URL?.trim()
  const apiToken = env.REVIEWS_API_TOKEN?.trim()
  if (!baseUrl || !apiToken) return null
  const timeoutMs = Number(env.REVIEWS_API_TIMEOUT_MS) > 0 ? Number(env.REVIEWS_API_TIMEOUT_MS) : undefined
  return httpReviewsSource({ baseUrl, apiToken, timeoutMs })
}
