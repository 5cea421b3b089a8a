import type { Payload } from 'payload'

import { tenantIdOf } from '@/cache/revalidate'
import { tags } from '@/cache/tags'
import { type Id, relationId } from '@/domain/ids'
import { aggregateReviews, reviewsToShow, type ReviewSummary, showsReviews } from '@/domain/reviews/rules'
import type { Media } from '@/payload-types'

import { cachedLoader } from '../runtime/cached'

export type LocationReview = {
  id: Id
  customer_name: string
  text: string | null
  rating: number
  /** ISO date-time as stored */
  review_date: string
  reply_text: string | null
  reply_date: string | null
  image: { url: string; alt: string } | null
}

/** A location's rating and the reviews its page lists (finance §3, §5, §9). */
export type LocationReviews = ReviewSummary & { shown: boolean; reviews: LocationReview[] }

/** Reviews are few per location; this bounds one page's read all the same. */
const MAX_READ = 1000

/**
 * The rating and reviews of each location, for the site's tenant only: count and average over all of
 * a location's reviews, and up to 12 reviews not hidden, newest first, only where the display rule holds.
 */
export async function loadReviews(
  payload: Payload,
  ref: { tenantId: Id; locationIds: Id[] },
): Promise<Record<string, LocationReviews>> {
  const out: Record<string, LocationReviews> = {}
  if (!ref.locationIds.length) return out
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ tenant: { equals: ref.tenantId } }, { location: { in: ref.locationIds } }] },
    depth: 1,
    limit: MAX_READ,
    sort: '-review_date',
    overrideAccess: true,
  })
  const byLocation = new Map<string, typeof docs>()
  for (const doc of docs) {
    if (String(tenantIdOf(doc)) !== String(ref.tenantId)) continue
    const key = String(relationId(doc.location))
    byLocation.set(key, [...(byLocation.get(key) ?? []), doc])
  }
  for (const [key, list] of byLocation) {
    const summary = aggregateReviews(list)
    const visible = reviewsToShow(list)
    const shown = showsReviews(summary, visible.length)
    out[key] = {
      ...summary,
      shown,
      reviews: shown
        ? visible.map((r) => {
            const image =
              r.image && typeof r.image === 'object' && String(tenantIdOf(r.image)) === String(ref.tenantId)
                ? (r.image as Media)
                : null
            return {
              id: r.id,
              customer_name: r.customer_name,
              text: r.text ?? null,
              rating: r.rating,
              review_date: r.review_date,
              reply_text: r.reply_text ?? null,
              reply_date: r.reply_date ?? null,
              image: image?.url ? { url: image.sizes?.thumb?.url ?? image.url, alt: image.alt || '' } : null,
            }
          })
        : [],
    }
  }
  return out
}

export const getReviews = cachedLoader('reviews', loadReviews, (r) => [tags.tenantContent(r.tenantId, 'reviews')])
