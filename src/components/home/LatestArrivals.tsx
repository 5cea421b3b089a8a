import { Carousel } from '@/components/ui/Carousel.client'
import { CarCard } from '@/components/vehicle/CarCard'
import { cardContext } from '@/components/vehicle/card-context'
import { searchSiteRemembered } from '@/data/search/site-search'
import type { SiteContext } from '@/data/sites/sites'
import { EMPTY_SEARCH_STATE } from '@/search/url/state'

const LATEST_COUNT = 8

/** The newest in-stock cars of the site, as a carousel of listing cards. */
export async function LatestArrivals({ site }: { site: SiteContext }) {
  const { hits } = (
    await searchSiteRemembered(
      site,
      { ...EMPTY_SEARCH_STATE, sort: 'newest', refinements: { status: ['in_stock'] } },
      { hitsPerPage: LATEST_COUNT, facets: [] },
    )
  ).value
  if (!hits.length) return null
  const ctx = cardContext(site)
  return (
    <div className="section">
      <h2>Latest arrivals</h2>
      <Carousel label="Latest arrivals">
        {hits.map((car) => (
          <CarCard key={car.id} car={car} ctx={ctx} />
        ))}
      </Carousel>
    </div>
  )
}
