import { CarCard } from '@/components/vehicle/CarCard'
import { cardContext } from '@/components/vehicle/card-context'
import { searchSiteRemembered } from '@/data/search/site-search'
import type { SiteContext } from '@/data/sites/sites'
import {
  featuredPromoCars,
  PROMO_CARS_PER_PAGE,
  PROMO_MAX_PAGES,
  PROMO_PAGE_PARAM,
  PROMO_START,
  PROMO_TITLE,
  PROMO_VIEW_ALL,
  promoPage,
  promoPageHref,
} from '@/domain/finance/enquiry'
import { carTypeHref } from '@/search/url/links'
import { EMPTY_SEARCH_STATE } from '@/search/url/state'

import css from './FinanceEnquiry.module.css'
import pager from '@/components/search/Pagination.module.css'

type Params = Record<string, string | string[] | undefined>

/**
 * spec: finance §2 "If no car is chosen and the call-to-action option is on, a 'Get Finance Now'
 * promo shows": 'Start Finance Journey' to /search/used-cars, featured used cars (only cars with
 * more than one photo; 6 per page, finance §9) and 'View All Used Cars'. The pager is plain links
 * (?promo_page=N, the rest of the query kept), so the promo needs no client script.
 */
export async function GetFinancePromo({ site, searchParams = {} }: { site: SiteContext; searchParams?: Params }) {
  // Cars with one photo or none are dropped after the search, so ask for twice the pages' worth.
  const { hits } = (
    await searchSiteRemembered(
      site,
      { ...EMPTY_SEARCH_STATE, sort: 'newest', refinements: { car_type: ['used'], status: ['in_stock'] } },
      { hitsPerPage: PROMO_CARS_PER_PAGE * PROMO_MAX_PAGES * 2, facets: [] },
    )
  ).value
  const featured = featuredPromoCars(hits)
  const requested = searchParams[PROMO_PAGE_PARAM]
  const { page, pages, start, end } = promoPage(featured.length, Array.isArray(requested) ? requested[0] : requested)
  const ctx = cardContext(site)
  return (
    <section id="finance-promo" className={css.promo} aria-labelledby="finance-promo-heading">
      <h2 id="finance-promo-heading">{PROMO_TITLE}</h2>
      <p>
        <a className="button" href={carTypeHref('used')}>
          {PROMO_START}
        </a>
      </p>
      {featured.length ? (
        <div className={css.promoCars} data-testid="finance-promo-cars">
          {/* The first photo is the page's largest paint on a phone: fetched at once, not lazily. */}
          {featured.slice(start, end).map((car, i) => (
            <CarCard key={car.id} car={car} ctx={ctx} priority={i === 0} />
          ))}
        </div>
      ) : null}
      {pages > 1 ? <PromoPager page={page} pages={pages} params={searchParams} /> : null}
      <p>
        <a href={carTypeHref('used')}>{PROMO_VIEW_ALL}</a>
      </p>
    </section>
  )
}

function PromoPager({ page, pages, params }: { page: number; pages: number; params: Params }) {
  return (
    <nav
      aria-label="Featured used cars pages"
      className={`pagination ${pager.pagination}`}
      data-testid="finance-promo-pager"
    >
      <ul>
        <li>
          {page > 1 ? (
            <a href={promoPageHref(params, page - 1)} rel="prev">
              Previous
            </a>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page">{p}</span>
            ) : (
              <a href={promoPageHref(params, p)} aria-label={`Page ${p}`}>
                {p}
              </a>
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            <a href={promoPageHref(params, page + 1)} rel="next">
              Next
            </a>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
