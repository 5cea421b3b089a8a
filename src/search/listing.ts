import { AVAILABLE_STATUSES } from '@/domain/availability/constants'
import { isListedOnSite, soldListingCutoff, type ListingRules } from '@/domain/availability/listing'

import type { CarIndexDoc, SearchScope, SortKey } from './types'

/**
 * The listing rules every engine applies, whatever the query asks for: the site's scope, then the
 * domain rule (src/domain/availability/listing.ts, the single source for pages and engines):
 * spec: stock §4 "On a dealer site a car is listed if status is in stock or coming soon, or it was
 * sold within the recent window (3 days by default, configurable by include_sold_cars_days), and
 * show_on_dealer_website is true." spec: stock §9 "Some sites exclude specific stock numbers and apply
 * fixed rules (for example price above 0 when sorting by price ascending on some sites)."
 */
export { AVAILABLE_STATUSES }

export const listingRules = (scope: SearchScope): ListingRules => ({
  includeSoldCarsDays: scope.includeSoldCarsDays,
  excludedStocknums: scope.excludedStocknums,
  now: scope.now ?? Date.now(),
})

/** Sold cars sold at or after this epoch second are listed; null when the site lists no sold cars. */
export const soldCutoffSeconds = (scope: SearchScope): number | null => soldListingCutoff(listingRules(scope))

export const requiresPositivePrice = (scope: SearchScope, sort: SortKey | undefined): boolean =>
  scope.priceAboveZeroOnPriceSort === true && sort === 'price_asc'

export const sameId = (a: unknown, b: unknown): boolean => a != null && b != null && String(a) === String(b)

/** The wall: the site's tenant and one of its dealerships (ids compare as strings). */
export function inScope(doc: Pick<CarIndexDoc, 'tenant' | 'dealership'>, scope: SearchScope): boolean {
  return sameId(doc.tenant, scope.tenantId) && scope.dealershipIds.some((id) => sameId(id, doc.dealership))
}

/** The whole rule for one car, one site and (optionally) the query's sort. */
export function isListed(doc: CarIndexDoc, scope: SearchScope, sort?: SortKey): boolean {
  return (
    inScope(doc, scope) &&
    isListedOnSite(doc, listingRules(scope)) &&
    (!requiresPositivePrice(scope, sort) || (doc.price != null && doc.price > 0))
  )
}
