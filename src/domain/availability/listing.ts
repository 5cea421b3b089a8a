import { stocknumKey } from '@/domain/cars/stocknum'

import { isAvailable } from './is-available'

/** spec: stock §9 "Sold cars stay listed 3 days by default." */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3
/** The longest sold-car window a site or a dealership may set (the sites setting has always capped it at 60). */
export const MAX_INCLUDE_SOLD_CARS_DAYS = 60

export const SECONDS_PER_DAY = 86_400

/** The plain fields the listing rule reads (stock §3 Car). */
export type ListableCar = {
  status?: string | null
  /** epoch seconds */
  sold_date_timestamp?: number | null
  show_on_dealer_website?: boolean | null
  stocknum?: string | null
}

export type ListingRules = {
  /** site/dealership include_sold_cars_days; missing or invalid → 3 (stock §9) */
  includeSoldCarsDays?: number | null
  /** stock §9 "Some sites exclude specific stock numbers" */
  excludedStocknums?: readonly string[] | null
  /** epoch milliseconds the window is measured from (SearchScope.now) */
  now: number
}

const isWindow = (days: number | null | undefined): days is number =>
  typeof days === 'number' && Number.isFinite(days) && days >= 0

/** include_sold_cars_days with the spec default; 0 lists no sold cars. */
export function soldWindowDays(days: number | null | undefined): number {
  return isWindow(days) ? days : DEFAULT_INCLUDE_SOLD_CARS_DAYS
}

/**
 * The window for one dealership's cars: the dealership's own include_sold_cars_days when it has a
 * valid one (finance §3 Dealership configuration), else the site's (stock §4), else 3.
 */
export function dealershipSoldWindowDays(
  siteDays: number | null | undefined,
  dealershipDays: number | null | undefined,
): number {
  return isWindow(dealershipDays) ? dealershipDays : soldWindowDays(siteDays)
}

/**
 * The earliest sold_date_timestamp (epoch seconds, inclusive) still listed, or null when sold
 * cars are not listed at all. Engines that filter in their store (SQL, Typesense) use this bound.
 */
export function soldListingCutoff(rules: Pick<ListingRules, 'includeSoldCarsDays' | 'now'>): number | null {
  const days = soldWindowDays(rules.includeSoldCarsDays)
  return days > 0 ? Math.floor(rules.now / 1000) - days * SECONDS_PER_DAY : null
}

/**
 * spec: stock §4 "On a dealer site a car is listed if status is in stock or coming soon, or it was
 * sold within the recent window (3 days by default, include_sold_cars_days), and
 * show_on_dealer_website is true"; stock §9 excluded stock numbers.
 * show_on_dealer_website left unset counts as true (the field defaults to true); stock numbers
 * match trimmed and case-insensitively. The single source of this rule for pages and engines.
 */
export function isListedOnSite(car: ListableCar, rules: ListingRules): boolean {
  if (car.show_on_dealer_website === false) return false
  if (car.stocknum && rules.excludedStocknums?.length) {
    const stocknum = stocknumKey(car.stocknum)
    if (rules.excludedStocknums.some((s) => stocknumKey(s) === stocknum)) return false
  }
  if (isAvailable(car)) return true
  if (car.status !== 'sold' || typeof car.sold_date_timestamp !== 'number') return false
  const cutoff = soldListingCutoff(rules)
  return cutoff !== null && car.sold_date_timestamp >= cutoff
}
