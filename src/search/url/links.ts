import type { CarType } from '@/domain/cars/vocabulary'

import { EMPTY_SEARCH_STATE, writeSearchUrl } from './state'

// Named search links, each written by the URL writer so that none is built by hand.

/** spec: stock §2 "/search/new-used-and-demo-cars/ Default search page": every car. */
export const allStockHref = (): string => writeSearchUrl(EMPTY_SEARCH_STATE)

/** One car type's results, e.g. /search/used-cars (stock §2). */
export const carTypeHref = (carType: CarType): string => writeSearchUrl({ refinements: { car_type: [carType] } })

/** One make's results, e.g. /search/toyota (stock §2 "/search/{make}"). */
export const makeHref = (make: string): string => writeSearchUrl({ refinements: { make: [make] } })

/** One dealership's stock (stock §2 "/search/{dealership_slug}"): 'View Our Stock'. */
export const dealershipStockHref = (dealershipSlug: string): string => writeSearchUrl({ dealership: dealershipSlug })

/** Where an offer's "View eligible cars" goes: its make and model, its make, its one car type, or all stock. */
export function offerSearchHref(offer: {
  make?: string | null
  model?: string | null
  car_types?: readonly string[] | null
}): string {
  const make = offer.make?.trim()
  const model = offer.model?.trim()
  if (make) return writeSearchUrl({ refinements: { make: [make], model: model ? [model] : [] } })
  const types = offer.car_types ?? []
  return writeSearchUrl({ refinements: { car_type: types.length === 1 ? [...types] : [] } })
}
