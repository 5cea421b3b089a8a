import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/search/instantsearch/route'
import { GET } from '@/app/api/search/route'
import { SEARCH_UNAVAILABLE } from '@/domain/facets/messages'
import { getSearchEngine, resetSearchEngine } from '@/search/instance'
import type { InstantSearchResult } from '@/search/instantsearch/translate'
import type { SearchEngine } from '@/search/types'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

// POST /api/search/instantsearch: the site comes from the Host header alone (architecture "Walls"),
// so no request body can reach another site's stock.

let payload: Payload
let a: World
let b: World

const post = (host: string, body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request(`http://${host}/api/search/instantsearch`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
const results = async (res: Response) => {
  expect(res.status).toBe(200)
  return ((await res.json()) as { results: InstantSearchResult[] }).results
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Alpha', 3)
  b = await makeWorld(payload, 'Bravo', 2)
  resetSearchEngine()
  await getSearchEngine(payload) // built from this run's database
})

afterAll(() => resetSearchEngine())

describe('POST /api/search/instantsearch', () => {
  it("a host of site A never gets site B's cars, whatever the requests ask for", async () => {
    const index = 'Car_production'
    const asks = [
      { hitsPerPage: 100, facets: '*' },
      { query: b.cars[0]!.stocknum, facets: ['dealership_name'] },
      { facetFilters: [[`dealership_name:${b.dealership.name}`]], facets: ['dealership_name'] },
      { facetFilters: ['make:Toyota'], numericFilters: ['price>=0'], hitsPerPage: 100 },
      'query=bravo&hitsPerPage=100&facets=%5B%22*%22%5D',
    ]
    const res = await results(
      await post(siteHost(a.slug), { requests: asks.map((params) => ({ indexName: index, params })) }),
    )
    expect(res).toHaveLength(asks.length)
    expect(res[0]!.nbHits).toBe(3)
    const aIds = new Set(a.cars.map((c) => String(c.id)))
    for (const r of res) {
      expect(r.hits.every((h) => aIds.has(h.objectID) && h.tenant === a.tenant.id)).toBe(true)
      expect(Object.keys(r.facets.dealership_name ?? {})).not.toContain(b.dealership.name)
    }
    expect(res.slice(1).map((r) => r.nbHits)).toEqual([0, 0, 3, 0])
  })

  it("site B's host sees site B's cars, with Algolia's response shape", async () => {
    const body = JSON.stringify({
      requests: [{ indexName: 'Car_production_price_desc', params: 'hitsPerPage=1&page=1&facets=%5B%22make%22%5D' }],
    })
    // Algolia's clients send the JSON as form-urlencoded to avoid a CORS preflight.
    const [r] = await results(
      await post(siteHost(b.slug), body, { 'content-type': 'application/x-www-form-urlencoded' }),
    )
    expect(r).toMatchObject({
      nbHits: 2,
      page: 1,
      nbPages: 2,
      hitsPerPage: 1,
      facets: { make: { Toyota: 2 } },
      index: 'Car_production_price_desc',
    })
    expect(r!.hits.map((h) => h.objectID)).toEqual([String(b.cars[0]!.id)]) // price descending: car 1 first, car 0 second
  })

  it.each([
    ['not JSON', '{', 400, 'invalid_json'],
    [
      '11 requests',
      { requests: Array.from({ length: 11 }, () => ({ indexName: 'Car_production' })) },
      400,
      'invalid_body',
    ],
    ['an unknown index', { requests: [{ indexName: 'Bravo_cars' }] }, 400, 'unknown_index'],
    [
      'an unknown facet filter',
      { requests: [{ indexName: 'Car_production', params: { facetFilters: ['tenant:1'] } }] },
      400,
      'unknown_facet',
    ],
    [
      'a body over 32 KB',
      { requests: [{ indexName: 'Car_production', params: { query: 'x'.repeat(33 * 1024) } }] },
      413,
      'too_large',
    ],
  ])('answers %s with { error: { code, message } }', async (_, body, status, code) => {
    const res = await post(siteHost(a.slug), body)
    expect(res.status).toBe(status)
    const json = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }
    expect(json.error.code).toBe(code)
    expect(json.error.message.length).toBeGreaterThan(10)
    if (code === 'invalid_body')
      expect(json.error.fields).toEqual({ requests: 'requests may hold at most 10 searches.' })
  })

  it('an unknown host gets 404', async () => {
    const res = await post('nowhere.example.com', { requests: [{ indexName: 'Car_production' }] })
    expect(res.status).toBe(404)
  })
})

// Bad input and faults get a readable 4xx/5xx answer, never a bare 500 (developers' guide).
describe('when the search engine cannot answer', () => {
  const down = () => Promise.reject(new Error('engine unreachable'))
  const failing = {
    name: 'down',
    upsert: down,
    remove: down,
    search: down,
    multiSearch: down,
  } as unknown as SearchEngine

  it('GET /api/search and POST /api/search/instantsearch answer 503 with a readable message', async () => {
    resetSearchEngine(failing)
    try {
      const host = siteHost(a.slug)
      const answers = [
        await GET(new Request(`http://${host}/api/search?query=corolla`, { headers: { host } })),
        await post(host, { requests: [{ indexName: 'Car_production' }] }),
      ]
      for (const res of answers) {
        expect(res.status).toBe(503)
        expect(res.headers.get('retry-after')).toBe('30')
        expect(await res.json()).toEqual({ error: { code: 'search_unavailable', message: SEARCH_UNAVAILABLE } })
      }
    } finally {
      resetSearchEngine()
      await getSearchEngine(payload)
    }
  })
})
