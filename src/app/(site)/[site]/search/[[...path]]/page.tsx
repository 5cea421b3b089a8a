import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { EventBeacon } from '@/components/analytics/EventBeacon.client'
import { metadataUnlessMissing, orSiteNotFound } from '@/components/layout/not-found'
import { ValidUntil } from '@/components/layout/ValidUntil'
import { pageFacets } from '@/components/search/panel-facets'
import { SearchResults } from '@/components/search/SearchResults'
import { getMakeLogos } from '@/data/cars/make-logos'
import { getHeaderBanners, getPromoCards } from '@/data/content/banners'
import { readSearchAddress } from '@/data/search/address'
import { searchSiteRemembered } from '@/data/search/site-search'
import { siteOrigin } from '@/data/sites/request-origin'
import { getSite } from '@/data/sites/sites'
import { nextWindowChange } from '@/domain/content/offer-window'
import { searchHeading } from '@/domain/facets/heading'
import { MORE_PARAM } from '@/domain/facets/visible-values'
import { headerBannersFor, livePromoCard } from '@/domain/promo/banners'
import { REFINEMENT_KEYS, type RefinementKey } from '@/search/types'
import type { SearchParamsInput } from '@/search/url/state'
import { siteFeature } from '@tenants/flags'

type Props = { params: Promise<{ site: string; path?: string[] }>; searchParams: Promise<SearchParamsInput> }

/**
 * Resolves the site, its known slugs and the search state from the address (unknown slugs are a
 * 404), runs the search and heads it: the heading's noun comes from the results' item types (caravans
 * are not cars; docs/features/search.md "Search"). Memoised per request, since generateMetadata and the page both
 * need it.
 */
const resolve = cache(async (slug: string, path: string, query: string) => {
  const site = await getSite(slug)
  if (!site) notFound()
  const address = await readSearchAddress(site, path.split('/').filter(Boolean), JSON.parse(query))
  if (!address) notFound()
  const { known, state, canonical } = address
  const dealershipName = site.dealerships.find((d) => d.slug === state.dealership)?.name
  const search = await searchSiteRemembered(site, state, { facets: pageFacets(state) })
  const heading = searchHeading(state, {
    usedLabel: siteFeature(site, 'used_label'),
    dealershipName,
    itemTypes: search.value.facets.item_type,
  })
  return { site, known, state, canonical, heading, search }
})

async function load({ params, searchParams }: Props) {
  const { site, path = [] } = await params
  const query = await searchParams
  return { ...(await resolve(site, path.join('/'), JSON.stringify(query))), expandedFacet: expandedFacetOf(query) }
}

/** The facet whose whole list the address asks for (?more=make): 'Show all' without JavaScript. */
function expandedFacetOf(query: SearchParamsInput): RefinementKey | null {
  const more = query instanceof URLSearchParams ? query.get(MORE_PARAM) : query[MORE_PARAM]
  const key = typeof more === 'string' ? more : null
  return key && (REFINEMENT_KEYS as readonly string[]).includes(key) ? (key as RefinementKey) : null
}

export const generateMetadata = (props: Props): Promise<Metadata> => metadataUnlessMissing(() => pageMetadata(props))

async function pageMetadata(props: Props): Promise<Metadata> {
  const { canonical, heading } = await load(props)
  return { title: heading, alternates: { canonical } }
}

/**
 * /search/… (stock §2 routes): server-rendered from the address, usable without JavaScript. When
 * the engine fails, the last good result of this search is shown with a notice (stock §4); with
 * none, the error boundary beside this page shows the spec's generic message. It writes nothing
 * while it renders (docs/features/caching.md "Caching and page weight"): the search-view event (49) is a beacon the
 * browser sends, so the HTML can be shared.
 */
async function SearchPage(props: Props) {
  const { site, known, state, canonical, heading, search, expandedFacet } = await load(props)
  const { value: result, stale } = search
  const content = { id: site.id, tenantId: site.tenantId }
  const [logos, banners, promoCards, origin] = await Promise.all([
    getMakeLogos(),
    getHeaderBanners(content),
    getPromoCards(content),
    siteOrigin(site),
  ])
  // Schedules apply at every request, so a banner or card starts and ends on time without an edit.
  const now = new Date()
  const ctx = { known, usedCarBreadcrumbs: siteFeature(site, 'used_car_breadcrumbs') }
  return (
    <>
      <ValidUntil at={nextWindowChange([...banners, ...promoCards], now)} />
      <EventBeacon event="event-search-view" body={{ path: canonical, count: result.count }} />
      <SearchResults
        site={site}
        state={state}
        result={result}
        stale={stale}
        ctx={ctx}
        heading={heading}
        url={`${origin}${canonical}`}
        origin={origin}
        logos={logos}
        banners={headerBannersFor(banners, state.refinements.car_type ?? [], now)}
        promoCard={livePromoCard(promoCards, now)}
        expandedFacet={expandedFacet}
      />
    </>
  )
}

export default orSiteNotFound(SearchPage)
