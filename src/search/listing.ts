import { AVAILABLE_STATUSES } from '@/domain/availability/is-available'
import {
  dealershipSoldWindowDays,
  isListedOnSite,
  type ListingRules,
  soldListingCutoff,
} from '@/domain/availability/listing'
import type { Id } from '@/domain/ids'

import type { CarIndexDoc, SearchScope, SortKey } from './types'

/**
 * The listing rules every engine applies, whatever the query asks for: the site's scope, then the
 * domain rule (src/domain/availability/listing.ts, the single source for pages and engines):
 * spec: stock §4 "On a dealer site a car is listed if status is in stock or coming soon, or it was
 * sold within the recent window (3 days by default, configurable by include_sold_cars_days), and
 * show_on_dealer_website is true." A dealership's own include_sold_cars_days overrides the site's for
 * its cars (finance §3). spec: stock §9 "Some sites exclude specific stock numbers and apply
 * fixed rules (for example price above 0 when sorting by price ascending on some sites)."
 */
export { AVAILABLE_STATUSES }

/** The sold window for one dealership's cars in this scope (its own override, else the site's). */
export const soldWindowOf = (scope: SearchScope, dealership: Id): number =>
  dealershipSoldWindowDays(scope.includeSoldCarsDays, scope.soldWindowByDealership?.[String(dealership)])

/** The domain rule's inputs for one dealership's cars (or, without one, the site's own window). */
export const listingRules = (scope: SearchScope, dealership?: Id): ListingRules => ({
  includeSoldCarsDays: dealership == null ? scope.includeSoldCarsDays : soldWindowOf(scope, dealership),
  excludedStocknums: scope.excludedStocknums,
  now: scope.now ?? Date.now(),
})

/** Sold cars sold at or after this epoch second are listed; null when no sold cars are listed. */
export const soldCutoffSeconds = (scope: SearchScope, dealership?: Id): number | null =>
  soldListingCutoff(listingRules(scope, dealership))

/** The scope's dealerships (deduplicated, as strings) grouped by their sold cutoff, in first-seen order. */
export function soldCutoffGroups(scope: SearchScope): { cutoff: number | null; dealershipIds: string[] }[] {
  const groups = new Map<number | null, string[]>()
  for (const id of new Set(scope.dealershipIds.map(String))) {
    const cutoff = soldCutoffSeconds(scope, id)
    groups.set(cutoff, [...(groups.get(cutoff) ?? []), id])
  }
  return [...groups].map(([cutoff, dealershipIds]) => ({ cutoff, dealershipIds }))
}

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
    isListedOnSite(doc, listingRules(scope, doc.dealership)) &&
    (!requiresPositivePrice(scope, sort) || (doc.price != null && doc.price > 0))
  )
}
