import { NextResponse } from 'next/server'

import { multiSearchStock } from '@/data/search/engine'
import { siteSearchScope } from '@/data/search/scope'
import { SEARCH_UNAVAILABLE } from '@/domain/facets/messages'
import { apiError, unavailable } from '@/http/api-error'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { InstantSearchBody, MAX_INSTANTSEARCH_BODY_BYTES } from '@/search/instantsearch/params'
import { toInstantSearchResult, toSearchQuery, type Translated } from '@/search/instantsearch/translate'

/**
 * POST /api/search/instantsearch — InstantSearch's `searchClient.search(requests)`:
 * `{ requests: [{ indexName, params }] }` (at most 10, body at most 32 KB) answered as
 * `{ results: [{ hits, nbHits, page, nbPages, hitsPerPage, facets, processingTimeMS, query, params, index }] }`.
 * Every search is scoped to the site of the Host header; no parameter can widen that scope.
 */
export const POST = withSite(async (request, site) => {
  const body = await readJson(request, {
    maxBytes: MAX_INSTANTSEARCH_BODY_BYTES,
    schema: InstantSearchBody,
    messages: {
      invalid: (fields) => Object.values(fields)[0] ?? 'The request is not valid.',
      unreadable: 'The request body must be JSON: { "requests": [{ "indexName", "params" }] }.',
      tooLarge: `The request body may be at most ${MAX_INSTANTSEARCH_BODY_BYTES / 1024} KB.`,
    },
  })
  if (!body.ok) return body.response

  const scope = siteSearchScope(site)
  const translated: Translated[] = []
  for (const [i, req] of body.data.requests.entries()) {
    const t = toSearchQuery(scope, req, `requests.${i}.params`)
    if ('error' in t) {
      const field = t.error.field === 'indexName' ? `requests.${i}.indexName` : t.error.field
      return apiError(400, t.error.code, t.error.message, { [field]: t.error.message })
    }
    translated.push(t)
  }

  let searched
  try {
    searched = await multiSearchStock(translated.filter((t) => !t.empty).map((t) => t.query))
  } catch (err) {
    console.error('POST /api/search/instantsearch: the search engine failed', err)
    return unavailable('search_unavailable', SEARCH_UNAVAILABLE)
  }
  const results = translated.map((t, i) =>
    toInstantSearchResult(body.data.requests[i]!, t, t.empty ? null : searched.shift()!),
  )
  return NextResponse.json({ results }, { headers: { 'cache-control': 'no-store' } })
})
