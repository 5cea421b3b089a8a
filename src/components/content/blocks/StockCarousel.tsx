import Link from 'next/link'

import { Carousel } from '@/components/ui/Carousel.client'
import { CarCard } from '@/components/vehicle/CarCard'
import { cardContext } from '@/components/vehicle/card-context'
import type { BlockView } from '@/data/content/pages'
import { readSearchAddress } from '@/data/search/address'
import { searchSiteRemembered } from '@/data/search/site-search'
import type { SiteContext } from '@/data/sites/sites'
import { collapseSoldRuns } from '@/domain/collapse-sold-runs'
import { carouselCount, searchAddressProblem, splitSearchAddress } from '@/domain/content/stock-carousel'

type Props = Extract<BlockView, { blockType: 'stockCarousel' }> & { site: SiteContext }

/**
 * The first cars of a saved search of the site (docs/features/content.md "Add a page", "Stock carousel"), read the
 * way the results page reads the address (readSearchAddress: the site's own stock only), and a link
 * to all of them. An address that names nothing in the site's stock, or finds no car, shows
 * nothing.
 */
export async function StockCarouselComponent({ heading, search, count, site }: Props) {
  if (!search || searchAddressProblem(search)) return null
  const { segments, query } = splitSearchAddress(search)
  const address = await readSearchAddress(site, segments, query)
  if (!address) return null
  const { hits } = (await searchSiteRemembered(site, address.state, { hitsPerPage: carouselCount(count), facets: [] }))
    .value
  if (!hits.length) return null
  // spec: stock §4 "Sold cars in lists": the results page's rule, for every list of cars.
  const cars = collapseSoldRuns(hits)
  const ctx = cardContext(site)
  return (
    // Not a landmark of its own: the carousel inside is the region named by the heading.
    <div className="content-block stock-carousel">
      <h2>{heading}</h2>
      <Carousel label={heading}>
        {cars.map((car) => (
          <CarCard key={car.id} car={car} ctx={ctx} />
        ))}
      </Carousel>
      <p>
        <Link href={address.canonical} prefetch={false} className="button button--ghost">
          View all<span className="visually-hidden">: {heading}</span>
        </Link>
      </p>
    </div>
  )
}
