import { AVAILABLE_STATUSES } from '@/domain/availability/is-available'
import { selectSimilarCars, SIMILAR_HITS_PER_QUERY, similarPriceBand } from '@/domain/similar-cars'
import type { CarIndexDoc, SearchQuery } from '@/search/types'

import { searchEngine } from '../search/engine'
import { siteSearchScope } from '../search/scope'
import type { SiteContext } from '../sites/sites'

export type SimilarTo = {
  id: number | string
  make: string
  model: string
  body?: string | null
  price?: number | null
}

/**
 * Similar cars for a vehicle page (stock §7, §9): one multi-query to the search engine, each query
 * in the price band (±$10,000 under $50,000, else ±$25,000) with 10 hits, for the same model, the same
 * make and the same body; then same model first, deduplicated by id, 6 kept. Only cars a shopper
 * can buy are suggested, always within the site's own scope.
 */
export function similarCarQueries(site: SiteContext, car: SimilarTo): SearchQuery[] {
  const base = {
    scope: siteSearchScope(site),
    hitsPerPage: SIMILAR_HITS_PER_QUERY,
    facets: [],
    ranges: typeof car.price === 'number' && car.price > 0 ? { price: similarPriceBand(car.price) } : {},
  } satisfies Partial<SearchQuery>
  const available = [...AVAILABLE_STATUSES]
  const queries: SearchQuery[] = [
    { ...base, refinements: { make: [car.make], model: [car.model], status: available } },
    { ...base, refinements: { make: [car.make], status: available } },
  ]
  if (car.body) queries.push({ ...base, refinements: { body: [car.body], status: available } })
  return queries
}

export async function findSimilarCars(site: SiteContext, car: SimilarTo): Promise<CarIndexDoc[]> {
  const engine = await searchEngine()
  const results = await engine.multiSearch(similarCarQueries(site, car))
  return selectSimilarCars(
    car,
    results.map((r) => r.hits),
  )
}
