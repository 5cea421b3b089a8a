import type { RefinementKey } from './vocabulary'
import { CAR_TYPES } from '@/domain/cars/vocabulary'

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

/** spec: stock §3 certified; the facet is a single 'Certified' choice (its 'false' bucket is dropped). */
export const CERTIFIED_LABEL = 'Certified'

/** Labels for stock §3 status values. */
export const STATUS_LABELS: Record<string, string> = { in_stock: 'In Stock', coming_soon: 'Coming Soon', sold: 'Sold' }
