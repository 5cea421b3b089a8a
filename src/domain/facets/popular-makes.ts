import { byCountDesc, byLabel } from './order'
import type { FacetItem } from './vocabulary'

/** spec: stock §2 "Popular makes group shows the first 20, then all makes." (finance §9 too) */
export const POPULAR_MAKES_COUNT = 20

/**
 * spec: stock §2 "Popular makes group shows the first 20, then all makes." The popular group is
 * the 20 makes with the most cars (ties by name); "all" is every make by name, and "rest" the makes
 * not already among the popular ones, by name (the list a page shows after the popular group).
 */
export function popularMakes(
  makes: readonly FacetItem[],
  first = POPULAR_MAKES_COUNT,
): { popular: FacetItem[]; rest: FacetItem[]; all: FacetItem[] } {
  const popular = [...makes].sort(byCountDesc).slice(0, first)
  const all = [...makes].sort(byLabel)
  const inPopular = new Set(popular.map((m) => m.value))
  return { popular, rest: all.filter((m) => !inPopular.has(m.value)), all }
}
