import { CarCard } from '@/components/vehicle/CarCard'
import { cardContext } from '@/components/vehicle/cardContext'
import { searchSite } from '@/data/search'
import type { SiteContext } from '@/data/sites'
import {
  PROMO_CARS_PER_PAGE,
  PROMO_MIN_PHOTOS_EXCLUSIVE,
  PROMO_START,
  PROMO_START_HREF,
  PROMO_TITLE,
  PROMO_VIEW_ALL,
} from '@/domain/finance/enquiry'
import { EMPTY_SEARCH_STATE } from '@/search/url-state'

import css from './FinanceEnquiry.module.css'

/**
 * spec: finance §2 "If no car is chosen and the call-to-action option is on, a 'Get Finance Now'
 * promo shows": 'Start Finance Journey' to /search/used-cars, featured used cars (only cars with
 * more than one photo; 6 per page, finance §9) and 'View All Used Cars'.
 */
export async function GetFinancePromo({ site }: { site: SiteContext }) {
  const { hits } = await searchSite(
    site,
    { ...EMPTY_SEARCH_STATE, sort: 'newest', refinements: { car_type: ['used'], status: ['in_stock'] } },
    { hitsPerPage: PROMO_CARS_PER_PAGE * 4, facets: [] },
  )
  const featured = hits.filter((c) => c.photos_count > PROMO_MIN_PHOTOS_EXCLUSIVE).slice(0, PROMO_CARS_PER_PAGE)
  const ctx = cardContext(site)
  return (
    <section className={css.promo} aria-labelledby="finance-promo-heading">
      <h2 id="finance-promo-heading">{PROMO_TITLE}</h2>
      <p>
        <a className="button" href={PROMO_START_HREF}>
          {PROMO_START}
        </a>
      </p>
      {featured.length ? (
        <div className={css.promoCars} data-testid="finance-promo-cars">
          {featured.map((car) => (
            <CarCard key={car.id} car={car} ctx={ctx} />
          ))}
        </div>
      ) : null}
      <p>
        <a href={PROMO_START_HREF}>{PROMO_VIEW_ALL}</a>
      </p>
    </section>
  )
}
