import type { Payload, PayloadRequest } from 'payload'

import type { Id } from '@/domain/ids'

/** What the importer needs of a hosted reviews service (src/integrations/reviews, handed in by the caller). */
type Source = {
  reviewsOf(placeId: string): Promise<
    {
      external_id: string
      customer_name: string
      rating: number
      text: string | null
      review_date: string
      reply_text: string | null
      reply_date: string | null
    }[]
  >
}

export type HostedImportResult = {
  created: number
  /** already stored (the same external id in this tenant) */
  unchanged: number
  errors: { location: string; message: string }[]
}

/**
 * Imports the hosted reviews of one tenant's locations (docs/features/locations.md "Reviews adapter"): every location
 * of the tenant with a place id, each review once (by its external id). Reviews are created with
 * the staff member's own access (overrideAccess false), so the collection's tenant wall and
 * same-tenant location check apply. A failing place is reported and the others still import.
 */
export async function importHostedReviews(
  payload: Payload,
  { tenantId, req }: { tenantId: Id; req: PayloadRequest },
  source: Source,
): Promise<HostedImportResult> {
  const asStaff = { req, user: req.user, overrideAccess: false } as const
  const { docs: locations } = await payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenantId } }, { 'address.place_id': { exists: true } }] },
    depth: 0,
    limit: 500,
    pagination: false,
    select: { slug: true, address: true },
    // Reads name the tenant, which importTenant checked is the staff member's own; an unpaginated
    // read with their access would be refused (collections/hooks/bound-api-lists.ts).
    req,
    overrideAccess: true,
  })
  const result: HostedImportResult = { created: 0, unchanged: 0, errors: [] }
  for (const location of locations) {
    const placeId = location.address?.place_id?.trim()
    if (!placeId) continue
    let reviews: Awaited<ReturnType<Source['reviewsOf']>>
    try {
      reviews = await source.reviewsOf(placeId)
    } catch (err) {
      result.errors.push({ location: location.slug, message: (err as Error).message })
      continue
    }
    if (!reviews.length) continue
    const { docs: stored } = await payload.find({
      collection: 'reviews',
      where: {
        and: [{ tenant: { equals: tenantId } }, { external_id: { in: reviews.map((r) => r.external_id) } }],
      },
      depth: 0,
      limit: reviews.length,
      pagination: false,
      select: { external_id: true },
      req,
      overrideAccess: true,
    })
    const known = new Set(stored.map((r) => r.external_id))
    for (const review of reviews) {
      if (known.has(review.external_id)) {
        result.unchanged++
        continue
      }
      known.add(review.external_id)
      try {
        await payload.create({
          collection: 'reviews',
          data: { ...review, hidden: false, location: location.id, tenant: tenantId } as never,
          ...asStaff,
        })
        result.created++
      } catch (err) {
        result.errors.push({
          location: location.slug,
          message: `review ${review.external_id}: ${(err as Error).message}`,
        })
      }
    }
  }
  return result
}
