import type { Id } from '@/domain/ids'

import type { SortKey } from './types'

/**
 * The spec's sorts (stock §9 "Price sort value 'price:asc'"; price, year, km, newest, custom rank).
 * Cars without the sorted value come last in either direction; ties are broken by id ascending so
 * pages never overlap.
 */
export type SortField = 'rank' | 'price' | 'year' | 'km' | 'created_at_timestamp'
export type SortSpec = { field: SortField; direction: 'asc' | 'desc' }

export const SORTS: Record<SortKey, SortSpec> = {
  rank_desc: { field: 'rank', direction: 'desc' },
  price_asc: { field: 'price', direction: 'asc' },
  price_desc: { field: 'price', direction: 'desc' },
  year_desc: { field: 'year', direction: 'desc' },
  year_asc: { field: 'year', direction: 'asc' },
  km_asc: { field: 'km', direction: 'asc' },
  km_desc: { field: 'km', direction: 'desc' },
  newest: { field: 'created_at_timestamp', direction: 'desc' },
}

const ID_WIDTH = 20

/**
 * The id tie-breaker as a string that sorts the same way everywhere: numeric ids (SQL) zero-padded so
 * they compare numerically, string ids (MongoDB ObjectIds) as they are.
 */
export const idSortKey = (id: Id): string => (typeof id === 'number' ? String(id).padStart(ID_WIDTH, '0') : id)

export function compareIds(a: Id, b: Id): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const ka = idSortKey(a)
  const kb = idSortKey(b)
  return ka < kb ? -1 : ka > kb ? 1 : 0
}
