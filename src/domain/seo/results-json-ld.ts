import type { ItemList, WithContext } from 'schema-dts'

import { carUrl } from '@/domain/links/car-path'

export type JsonLdListedCar = { slug: string; name: string }

/**
 * schema.org ItemList for a results page (structured data on results pages: an ItemList of
 * cars): the cars of this page in their order, each a ListItem with its position in the whole
 * search (page 2 of 21 a page starts at 22), its vehicle page's URL and its name. Google reads a
 * summary list like this one (URL per item); the full Car lives on each vehicle page.
 */
export function resultsJsonLd(input: {
  name: string
  url: string
  origin: string
  cars: readonly JsonLdListedCar[]
  page: number
  hitsPerPage: number
  count: number
}): WithContext<ItemList> {
  const { name, url, origin, cars, page, hitsPerPage, count } = input
  const first = (Math.max(1, page) - 1) * hitsPerPage + 1
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: count,
    itemListElement: cars.map((car, i) => ({
      '@type': 'ListItem',
      position: first + i,
      url: carUrl(origin, car.slug),
      name: car.name,
    })),
  }
}
