import type { SortKey } from '@/domain/facets/vocabulary'

/** Shopper-facing names of the spec's sorts (stock §7: the index is ordered by custom rank by default). */
export const SORT_LABELS: Record<SortKey, string> = {
  rank_desc: 'Featured',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  year_desc: 'Year: newest first',
  year_asc: 'Year: oldest first',
  km_asc: 'Kilometres: lowest first',
  km_desc: 'Kilometres: highest first',
  newest: 'Recently listed',
}
