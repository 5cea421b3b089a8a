import type { FacetItem } from '@/search/types'
import { POPULAR_MAKES_COUNT } from '@/domain/search/constants'

import { byCountDesc, byLabel } from './order'

/**
 * spec: stock §2 "Popular makes group shows the first 20, then all makes." The popular group is
 * the 20 makes with the most cars (ties by name); "all" is every make by name.
 */
export function popularMakes(
  makes: readonly FacetItem[],
  first = POPULAR_MAKES_COUNT,
): { popular: FacetItem[]; all: FacetItem[] } {
  return {
    popular: [...makes].sort(byCountDesc).slice(0, first),
    all: [...makes].sort(byLabel),
  }
}
