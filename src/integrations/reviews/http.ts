import { z } from 'zod'

import { type HostedReview, type ReviewsSource, ReviewsSourceError } from './types'

export type HttpReviewsOptions = {
  /** e.g. https://reviews.example.com (the path /v1/places/{placeId}/reviews is appended) */
  baseUrl: string
  apiToken: string
  timeoutMs?: number
  /** pages read per place at most (ours: bounds one import) */
  maxPages?: number
  fetch?: typeof fetch
}

const Answer = z.object({
  reviews: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).transform(String),
      author_name: z.string().trim().min(1).max(200),
      rating: z.number().min(0).max(5),
      text: z.string().max(20000).nullish(),
      created_at: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'a date'),
      reply: z.object({ text: z.string().max(20000), created_at: z.string().nullish() }).nullish(),
    }),
  ),
  next_page_token: z.string().max(500).nullish(),
})

const iso = (s: string | null | undefined) => (s && !Number.isNaN(Date.parse(s)) ? new Date(s).toISOString() : null)

/**
 * The hosted reviews API: GET {baseUrl}/v1/places/{placeId}/reviews[?page_token=…] with a bearer
 * token, answering { reviews: [{ id, author_name, rating, text, created_at, reply? }], next_page_token }.
 * Pages are followed up to maxPages. A reply without a date is dated with the review.
 */
export function httpReviewsSource({
  baseUrl,
  apiToken,
  timeoutMs = 5000,
  maxPages = 20,
  fetch: fetchImpl = fetch,
}: HttpReviewsOptions): ReviewsSource {
  return {
    async reviewsOf(placeId) {
      const out: HostedReview[] = []
      let token: string | null | undefined
      for (let page = 0; page < maxPages; page++) {
        const url = new URL(`/v1/places/${encodeURIComponent(placeId)}/reviews`, baseUrl)
        if (token) url.searchParams.set('page_token', token)
        let res: Response
        try {
          res = await fetchImpl(url, {
            headers: { accept: 'application/json', authorization: `Bearer ${apiToken}` },
            signal: AbortSignal.timeout(timeoutMs),
          })
        } catch (err) {
          const name = (err as Error)?.name
          throw new ReviewsSourceError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network')
        }
        if (res.status === 404) return out // a place the service does not know has no reviews
        if (!res.ok) throw new ReviewsSourceError(`http ${res.status}`)
        const parsed = Answer.safeParse(await res.json().catch(() => null))
        if (!parsed.success) throw new ReviewsSourceError('unexpected answer')
        for (const r of parsed.data.reviews) {
          const reviewDate = iso(r.created_at)!
          out.push({
            external_id: r.id,
            customer_name: r.author_name.slice(0, 100),
            rating: r.rating,
            text: r.text?.slice(0, 5000) || null,
            review_date: reviewDate,
            reply_text: r.reply?.text.slice(0, 5000) || null,
            reply_date: r.reply ? (iso(r.reply.created_at) ?? reviewDate) : null,
          })
        }
        token = parsed.data.next_page_token
        if (!token) break
      }
      return out
    },
  }
}
