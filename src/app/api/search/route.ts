import { NextResponse } from 'next/server'

import { knownSearchSlugs, searchSite } from '@/data/search/site-search'
import { SEARCH_UNAVAILABLE } from '@/domain/facets/messages'
import { apiError, unavailable } from '@/http/api-error'
import { SearchExtra } from '@/http/contracts/search'
import { withSite } from '@/http/site-route'
import { parseSearchUrl } from '@/search/url/state'

const Extra = SearchExtra

/**
 * GET /api/search?… — the same parameters as /search pages (query, page, sortBy, one per filter,
 * range[key]=min:max), answering { hits, facets, count, pages, ms }. The site comes from the Host
 * header alone, so no parameter can reach another site's stock. An engine that cannot answer gets a
 * 503 with a readable message, never a bare 500.
 */
export async function GET(request: Request) {
  try {
    return await answer(request)
  } catch (err) {
    console.error('GET /api/search: the search engine failed', err)
    return unavailable('search_unavailable', SEARCH_UNAVAILABLE)
  }
}

const answer = withSite(async (request, site) => {
  const params = new URL(request.url).searchParams
  const extra = Extra.safeParse({ hitsPerPage: params.get('hitsPerPage') ?? undefined })
  if (!extra.success) return apiError(400, 'bad_hits_per_page', 'hitsPerPage must be a whole number from 1 to 100.')
  const known = await knownSearchSlugs(site)
  const path = (params.get('path') ?? '').split('/').filter(Boolean)
  const parsed = parseSearchUrl(path, params, known)
  if (parsed.notFound) return apiError(404, 'unknown_search_path', `No search page matches /search/${path.join('/')}.`)
  const result = await searchSite(site, parsed.state, { hitsPerPage: extra.data.hitsPerPage })
  return NextResponse.json(result, { headers: { 'cache-control': 'no-store' } })
})
