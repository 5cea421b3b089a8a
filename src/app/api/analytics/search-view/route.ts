import { NextResponse } from 'next/server'

import { recordSiteEvent } from '@/data/analytics/events'
import { readSearchAddress } from '@/data/search/address'
import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import { apiError } from '@/http/api-error'
import { SearchViewBody } from '@/http/contracts/analytics'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { searchAddressParts } from '@/search/url/address'

/** An address and a count; anything bigger is not ours. */
const MAX_BODY_BYTES = 4096
const Body = SearchViewBody

/**
 * POST /api/analytics/search-view {path, count} — a results page was shown (stock §9 "49 search
 * view"), sent by the page's beacon (pages write nothing while they render: docs/features/caching.md "Caching and
 * page weight"). The site comes from the Host header; the path must be a search address of that
 * site, and is recorded in its canonical form with the page number. Answers 202 {ok: true}; the
 * event is written in the background. 429 rate_limited (Retry-After) past the search-event
 * policies. A beacon's body is text/plain, so the body is read as JSON whatever its content type.
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: Body,
      messages: 'Send a JSON body with the path of a results page on this site and its count.',
    })
    if (!body.ok) return body.response
    const parts = searchAddressParts(body.data.path)
    const address = parts && (await readSearchAddress(site, parts.segments, parts.params))
    if (!address) {
      return apiError(404, 'search_not_found', 'That address is not a results page on this site.', {
        path: 'path must be a results page of this site (/search/…).',
      })
    }
    void recordSiteEvent({
      eventId: ANALYTICS_EVENTS.searchView,
      site: { id: site.id, tenantId: site.tenantId },
      path: address.canonical,
      data: { count: body.data.count, page: address.state.page },
    })
    return NextResponse.json({ ok: true }, { status: 202, headers: { 'cache-control': 'no-store' } })
  },
  { limit: { perIp: 'searchEventPerIp', perSite: 'searchEventPerSite' } },
)
