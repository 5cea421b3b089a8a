import { cache } from 'react'

import { getReviews } from '@/data/content/reviews'
import { getSiteDirectory, siteRef } from '@/data/sites/locations'
import { getSite } from '@/data/sites/sites'
import { sortByType } from '@/domain/locations/location-type'
import { decodePathSegment } from '@/domain/text/path-segment'

/** The site, the location with this slug, its dealership, its sibling locations and its reviews; memoised per request. */
export const loadLocationPage = cache(async (siteSlug: string, rawSlug: string) => {
  const site = await getSite(siteSlug)
  const slug = decodePathSegment(rawSlug)
  if (!site || !slug) return null
  const directory = await getSiteDirectory(siteRef(site))
  const location = directory.locations.find((l) => l.slug === slug)
  const dealership = location && directory.dealerships.find((d) => String(d.id) === String(location.dealershipId))
  if (!location || !dealership) return null
  const siblings = sortByType(
    directory.locations
      .filter((l) => String(l.dealershipId) === String(dealership.id))
      .map((l) => ({ ...l, location_type: l.type })),
  )
  const reviews =
    (await getReviews({ tenantId: site.tenantId, locationIds: [location.id] }))[String(location.id)] ?? null
  return { site, location, dealership, siblings, reviews, directory }
})
