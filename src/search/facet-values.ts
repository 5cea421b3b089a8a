import { priceRangeLabel, weeklyPriceRangeLabel } from './buckets'
import type { CarIndexDoc, RefinementKey } from './types'

/**
 * What each refinement key (stock §3 filter keys) reads from a car. Every engine and the SQL reference
 * use these definitions. Values are strings: 'year' and 'seats' as decimal strings, 'certified' as
 * 'true' or 'false', 'make_model' as `${make}|${model}` (e.g. 'Toyota|Corolla'), and the price
 * ranges as the band labels of buckets.ts. Empty strings count as no value.
 */
export const MAKE_MODEL_SEPARATOR = '|'
export const makeModelValue = (make: string, model: string) => `${make}${MAKE_MODEL_SEPARATOR}${model}`

export const MULTI_VALUED_KEYS = ['categories', 'filtered_features'] as const
export type MultiValuedKey = (typeof MULTI_VALUED_KEYS)[number]
export type SingleValuedKey = Exclude<RefinementKey, MultiValuedKey>

export const isMultiValued = (key: RefinementKey): key is MultiValuedKey =>
  (MULTI_VALUED_KEYS as readonly string[]).includes(key)

const text = (v: string | null | undefined) => (v == null || v === '' ? null : v)
const num = (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? null : String(v))

const SINGLE: Record<SingleValuedKey, (d: CarIndexDoc) => string | null> = {
  car_type: (d) => d.car_type,
  make: (d) => text(d.make),
  model: (d) => text(d.model),
  make_model: (d) => (text(d.make) && text(d.model) ? makeModelValue(d.make, d.model) : null),
  badge: (d) => text(d.badge),
  body: (d) => text(d.body),
  fuel: (d) => text(d.fuel),
  transmission: (d) => text(d.transmission),
  drive: (d) => text(d.drive),
  colour: (d) => text(d.colour),
  seats: (d) => num(d.seats),
  year: (d) => num(d.year),
  state: (d) => text(d.state),
  city: (d) => text(d.city),
  location_name: (d) => text(d.location_name),
  dealership_name: (d) => text(d.dealership_name),
  status: (d) => d.status,
  tag: (d) => text(d.tag),
  item_type: (d) => text(d.item_type),
  certified: (d) => (d.certified ? 'true' : 'false'),
  price_range: (d) => priceRangeLabel(d.price),
  weekly_price_range: (d) => weeklyPriceRangeLabel(d.weekly_price),
}

const distinct = (values: readonly string[] | undefined) => [...new Set((values ?? []).filter((v) => v !== ''))]

const MULTI: Record<MultiValuedKey, (d: CarIndexDoc) => string[]> = {
  categories: (d) => distinct(d.categories),
  filtered_features: (d) => distinct(d.features),
}

export const singleFacetValue = (doc: CarIndexDoc, key: SingleValuedKey): string | null => SINGLE[key](doc)
export const multiFacetValues = (doc: CarIndexDoc, key: MultiValuedKey): string[] => MULTI[key](doc)

/** A car's values for any key, as a list (empty when it has none). */
export function facetValues(doc: CarIndexDoc, key: RefinementKey): string[] {
  if (isMultiValued(key)) return multiFacetValues(doc, key)
  const v = singleFacetValue(doc, key)
  return v == null ? [] : [v]
}
