import type { Endpoint, PayloadRequest } from 'payload'

import { importHostedReviews } from '@/data/content/reviews-import'
import { payloadRouteError } from '@/http/payload-routes'
import { getReviewsSource, type ReviewsSource } from '@/integrations/reviews'

import { importTenant } from './import-tenant'

/**
 * POST /api/reviews/import-hosted?tenant={id} (docs/features/locations.md "Locations, hours, service and reviews",
 * "Reviews adapter"): reads the reviews of each of the tenant's locations with a place id from the
 * deployment's reviews service and stores the new ones. Staff only, into one of their own tenants.
 * 503 when no service is configured. `sourceOf` lets tests hand in an adapter pointed at a local
 * fake.
 */
export function importHostedReviewsEndpoint(sourceOf: () => ReviewsSource | null = () => getReviewsSource()): Endpoint {
  return {
    path: '/import-hosted',
    method: 'post',
    handler: async (req: PayloadRequest) => {
      const target = importTenant(req)
      if ('refused' in target) return target.refused
      const { tenant } = target
      const source = sourceOf()
      if (!source)
        return payloadRouteError(
          503,
          'not_configured',
          'No reviews service is set up (REVIEWS_API_URL and REVIEWS_API_TOKEN).',
        )
      const result = await importHostedReviews(req.payload, { tenantId: Number(tenant) || tenant, req }, source)
      return Response.json(result, { status: 200, headers: { 'cache-control': 'no-store' } })
    },
  }
}
