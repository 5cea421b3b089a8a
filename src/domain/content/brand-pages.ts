import { slugify } from '@/domain/text/slug'

/**
 * spec: stock §2 "Other links": /brands and /{brand-slug}/overview. The brands are the makes the
 * site's dealerships sell (their manufacturer); a brand's slug is its make, slugified. Pure.
 */
export const BRANDS_PATH = '/brands'
export const OVERVIEW_SEGMENT = 'overview'

export const brandSlug = (make: string) => slugify(make)
export const brandOverviewPath = (make: string) => `/${brandSlug(make)}/${OVERVIEW_SEGMENT}`

type DealershipLike = { manufacturer?: string | null }

/** The make a slug names among the dealerships' makes, or null: /{brand}/overview only for a brand of the site. */
export function brandOfSlug(dealerships: readonly DealershipLike[], slug: string): string | null {
  for (const d of dealerships) {
    const make = d.manufacturer?.trim()
    if (make && brandSlug(make) === slug) return make
  }
  return null
}

/** The brand slug of a path's segments when it is /{brand}/overview, else null. */
export const overviewSlugOf = (segments: readonly string[]): string | null =>
  segments.length === 2 && segments[1] === OVERVIEW_SEGMENT && segments[0] ? segments[0] : null
