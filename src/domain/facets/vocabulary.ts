/**
 * The search vocabulary the domain rules speak (facet ordering and labels, sort labels) and the
 * engines and URL state implement: refinement and range keys, sorts and facet items (stock §3).
 */
/** spec: stock §3 "Search filter keys" that filter by value (refinement lists / menus). */
export const REFINEMENT_KEYS = [
  'car_type',
  'make',
  'model',
  'make_model',
  'badge',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'year',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'status',
  'tag',
  'item_type',
  'certified',
  'categories',
  'filtered_features',
  'price_range',
  'weekly_price_range',
] as const
export type RefinementKey = (typeof REFINEMENT_KEYS)[number]

/** spec: stock §3 numeric filter keys, written as range[key]=min:max (stock §2). */
export const RANGE_KEYS = ['price', 'km', 'year', 'weekly_price', 'subscription_price', 'created_at_timestamp'] as const
export type RangeKey = (typeof RANGE_KEYS)[number]

/** The sorts offered: price asc and desc, year, km, newest, custom rank descending (stock §7, §9). */
export const SORT_KEYS = [
  'rank_desc',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'km_asc',
  'km_desc',
  'newest',
] as const
export type SortKey = (typeof SORT_KEYS)[number]
export const DEFAULT_SORT: SortKey = 'rank_desc'

/** spec: stock §3 "Facet item: label, value, count." */
export type FacetItem = { label: string; value: string; count: number }

/** Facet counts by refinement key, as a search answers them. */
export type FacetCounts = Partial<Record<RefinementKey, FacetItem[]>>
