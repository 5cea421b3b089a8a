import { CAR_TYPES } from '@/domain/cars/vocabulary'

import { facetLabel, type FacetLabelOptions } from './labels'
import { priceBandFloor } from './price-band-floor'
import type { FacetCounts, FacetItem, RefinementKey } from './vocabulary'

/** spec: stock §9 "Facet sorting: by label, by price range, or by count descending." */
export type FacetSort = 'label' | 'price_range' | 'count' | 'fixed'

/**
 * How each facet is sorted. The spec names the three sorts but not which facet uses which:
 * names a shopper scans for (make, model, colour, places, years, seats) go by label, the price
 * buckets by price range, car_type in its fixed order, and the short descriptive lists by count.
 */
export const FACET_SORT: Record<RefinementKey, FacetSort> = {
  car_type: 'fixed',
  make: 'label',
  model: 'label',
  make_model: 'label',
  badge: 'label',
  colour: 'label',
  seats: 'label',
  year: 'label',
  state: 'label',
  city: 'label',
  location_name: 'label',
  dealership_name: 'label',
  body: 'count',
  fuel: 'count',
  transmission: 'count',
  drive: 'count',
  status: 'count',
  tag: 'count',
  item_type: 'count',
  certified: 'count',
  categories: 'count',
  filtered_features: 'count',
  price_range: 'price_range',
  weekly_price_range: 'price_range',
}

/** spec: stock §9 "car_type order: new, demo, used" */
export const FIXED_FACET_ORDER: Partial<Record<RefinementKey, readonly string[]>> = { car_type: CAR_TYPES }

type Compare = (a: FacetItem, b: FacetItem) => number

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
export const byLabel: Compare = (a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value)
export const byCountDesc: Compare = (a, b) => b.count - a.count || byLabel(a, b)
const byPriceRange: Compare = (a, b) => priceBandFloor(a.value) - priceBandFloor(b.value) || byLabel(a, b)

function byFixedOrder(order: readonly string[]): Compare {
  const rank = (item: FacetItem) => {
    const i = order.indexOf(item.value)
    return i < 0 ? order.length : i
  }
  return (a, b) => rank(a) - rank(b) || byLabel(a, b)
}

function compareFor(key: RefinementKey): Compare {
  switch (FACET_SORT[key]) {
    case 'fixed':
      return byFixedOrder(FIXED_FACET_ORDER[key] ?? [])
    case 'price_range':
      return byPriceRange
    case 'count':
      return byCountDesc
    default:
      return byLabel
  }
}

/**
 * One facet relabelled and sorted (spec: stock §9 "Facet sorting: by label, by price range, or by
 * count descending. car_type order: new, demo, used; 'used' is relabelled Pre-Owned").
 */
export function orderFacet(
  key: RefinementKey,
  items: readonly FacetItem[],
  options: FacetLabelOptions = {},
): FacetItem[] {
  const kept = key === 'certified' ? items.filter((item) => item.value === 'true') : items
  return kept
    .map((item) => ({ ...item, label: facetLabel(key, item.value, item.label, options) }))
    .sort(compareFor(key))
}

/** Every facet of a search result, relabelled and sorted. */
export function orderFacets(facets: FacetCounts, options: FacetLabelOptions = {}): FacetCounts {
  const out: FacetCounts = {}
  for (const [key, items] of Object.entries(facets) as [RefinementKey, FacetItem[] | undefined][]) {
    if (items) out[key] = orderFacet(key, items, options)
  }
  return out
}
