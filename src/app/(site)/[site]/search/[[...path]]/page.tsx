import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { pageFacets } from '@/components/search/panelFacets'
import { SearchResults } from '@/components/search/SearchResults'
import { getHeaderBanners, getPromoCards } from '@/data/banners'
import { getMakeLogos } from '@/data/make-logos'
import { knownSearchSlugs, searchSiteRemembered } from '@/data/search'
import { getSite } from '@/data/sites'
import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import { headerBannersFor, livePromoCard } from '@/domain/promo/banners'
import { searchHeading } from '@/domain/search/heading'
import { withinLimits } from '@/http/rate-limit'
import { recordSiteEvent } from '@/data/analytics'
import { parseSearchUrl, writeSearchUrl, type SearchParamsInput } from '@/search/url-state'
import { bareSearchState } from '@tenants/default-stock-filter'
import { siteFeature } from '@tenants/flags'

type Props = { params: Promise<{ site: string; path?: string[] }>; searchParams: Promise<SearchParamsInput> }

/**
 * Resolves the site, its known slugs and the search state from the address; unknown slugs are a 404.
 * Memoised per request, since generateMetadata and the page both need it.
 */
const resolve = cache(async (slug: string, path: string, query: string) => {
  const site = await getSite(slug)
  if (!site) notFound()
  const known = await knownSearchSlugs(site)
  const parsed = parseSearchUrl(path.split('/').filter(Boolean), JSON.parse(query), known)
  if (parsed.notFound) notFound()
  // A bare /search shows the site's default stock filter (stock §9), for the keys the query leaves open.
  const state = path === '' ? bareSearchState(parsed.state, site.settings) : parsed.state
  const dealershipName = site.dealerships.find((d) => d.slug === state.dealership)?.name
  const heading = searchHeading(state, { usedLabel: siteFeature(site, 'used_label'), dealershipName })
  return { site, known, state, heading }
})

async function load({ params, searchParams }: Props) {
  const { site, path = [] } = await params
  return resolve(site, path.join('/'), JSON.stringify(await searchParams))
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { state, known, heading } = await load(props)
  return { title: heading, alternates: { canonical: writeSearchUrl(state, { known }) } }
}

/**
 * /search/… (stock §2 routes): server-rendered from the address, usable without JavaScript. When
 * the engine fails, the last good result of this search is shown with a notice (stock §4); with
 * none, the error boundary beside this page shows the spec's generic message.
 */
export default async function SearchPage(props: Props) {
  const { site, known, state, heading } = await load(props)
  const content = { id: site.id, tenantId: site.tenantId }
  const [{ value: result, stale }, logos, banners, promoCards] = await Promise.all([
    searchSiteRemembered(site, state, { facets: pageFacets(state) }),
    getMakeLogos(),
    getHeaderBanners(content),
    getPromoCards(content),
  ])
  // Schedules apply at every request, so a banner or card starts and ends on time without an edit.
  const now = new Date()
  // Outside the remembered search: every view counts, a repeated landing too, within the search
  // event limits (issue 8); past them the page renders the same and records nothing. Issue 16 moves
  // this event to the browser.
  const event = {
    eventId: ANALYTICS_EVENTS.searchView,
    site: { id: site.id, tenantId: site.tenantId },
    path: writeSearchUrl(state, { known }),
    data: { count: result.count, page: state.page },
  }
  void withinLimits(await headers(), site.id, { perIp: 'searchEventPerIp', perSite: 'searchEventPerSite' }).then(
    (ok) => {
      if (ok) void recordSiteEvent(event)
    },
  )
  const ctx = { known, usedCarBreadcrumbs: siteFeature(site, 'used_car_breadcrumbs') }
  return (
    <SearchResults
      site={site}
      state={state}
      result={result}
      stale={stale}
      ctx={ctx}
      heading={heading}
      logos={logos}
      banners={headerBannersFor(banners, state.refinements.car_type ?? [], now)}
      promoCard={livePromoCard(promoCards, now)}
    />
  )
}
