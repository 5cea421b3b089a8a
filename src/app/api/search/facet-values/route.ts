import { NextResponse } from 'next/server'

import { facetOptions } from '@/components/search/facet-options'
import { facetListFor, pageFacets } from '@/components/search/panel-facets'
import { readSearchAddress } from '@/data/search/address'
import { searchSiteRemembered } from '@/data/search/site-search'
import { SEARCH_UNAVAILABLE } from '@/domain/facets/messages'
import { splitFacetValues } from '@/domain/facets/visible-values'
import { apiError, issueFields, unavailable } from '@/http/api-error'
import { FacetValuesQuery } from '@/http/contracts/search'
import { withSite } from '@/http/site-route'
import { searchAddressParts } from '@/search/url/address'
import { siteFeature } from '@tenants/flags'

const Query = FacetValuesQuery

/**
 * GET /api/search/facet-values?facet=make&address=/search/used-cars?… — the values of one filter
 * that a results page leaves behind its 'Show all' (docs/features/caching.md "Caching and page weight": facets beyond the
 * first values load when opened), with their counts and links, for the search at that address on
 * the request's site (Host only). Answers { values: [{ value, label, count, href, selected }] }.
 * The same search as the page's, so within its 10 s the page's result is reused.
 */
export const GET = withSite(async (request, site) => {
  const params = new URL(request.url).searchParams
  const query = Query.safeParse({
    facet: params.get('facet') ?? undefined,
    address: params.get('address') ?? undefined,
  })
  if (!query.success) {
    return apiError(
      400,
      'invalid_query',
      'Ask for a filter key and a results page address of this site.',
      issueFields(query.error.issues, 'query'),
    )
  }
  const parts = searchAddressParts(query.data.address)
  const address = parts && (await readSearchAddress(site, parts.segments, parts.params))
  if (!address) {
    return apiError(404, 'search_not_found', 'That address is not a results page on this site.', {
      address: 'address must be a results page of this site (/search/…).',
    })
  }
  const { state, known } = address
  let result
  try {
    result = (await searchSiteRemembered(site, state, { facets: pageFacets(state) })).value
  } catch (err) {
    console.error('GET /api/search/facet-values: the search engine failed', err)
    return unavailable('search_unavailable', SEARCH_UNAVAILABLE)
  }
  const spec = facetListFor(query.data.facet, state, result.facets)
  if (!spec) return apiError(404, 'facet_not_shown', 'The results page does not list that filter.')
  const { rest } = splitFacetValues(spec.items, new Set(state.refinements[query.data.facet] ?? []), spec.limit)
  const ctx = { known, usedCarBreadcrumbs: siteFeature(site, 'used_car_breadcrumbs') }
  return NextResponse.json(
    { values: facetOptions(query.data.facet, rest, state, ctx) },
    // Counts change with stock: a browser may reuse them as long as the page reuses its search.
    { headers: { 'cache-control': 'private, max-age=10' } },
  )
})
