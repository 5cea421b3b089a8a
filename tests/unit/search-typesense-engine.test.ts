import { createHmac } from 'node:crypto'

import { Client } from 'typesense'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EmbeddedSearchEngine } from '@/search/embedded/engine'
import { createSearchEngine } from '@/search/engine'
import { TypesenseEngine } from '@/search/typesense/engine'
import { scopedSearchKey } from '@/search/typesense/scoped-key'

import { FakeTypesense } from '../support/fake-typesense/server'
import { car, query } from '../support/search/docs'

const fake = new FakeTypesense()
beforeAll(() => fake.start())
afterAll(() => fake.stop())

describe('TypesenseEngine over HTTP (fake server)', () => {
  it('creates the collection on first write, then imports with action=upsert', async () => {
    const engine = new TypesenseEngine({ url: fake.url, apiKey: fake.apiKey, collection: 'cars_http' })
    const before = fake.requests.length
    await engine.upsert([car(1), car(2)])
    await engine.upsert([car(3)])
    const sent = fake.requests
      .slice(before)
      .map((r) => `${r.method} ${r.path}${r.query.action ? `?action=${r.query.action}` : ''}`)
    expect(sent).toEqual([
      'GET /collections/cars_http',
      'POST /collections',
      'POST /collections/cars_http/documents/import?action=upsert',
      'POST /collections/cars_http/documents/import?action=upsert',
    ])
    expect(fake.requests.slice(before).every((r) => r.apiKey === fake.apiKey)).toBe(true)
    expect(fake.collections.get('cars_http')?.docs.size).toBe(3)
  })

  it('removes by id with a quoted id filter', async () => {
    const engine = new TypesenseEngine({ url: fake.url, apiKey: fake.apiKey, collection: 'cars_remove' })
    await engine.upsert([car(1), car(2), car(3)])
    await engine.remove([1, 3])
    const del = fake.requests.filter((r) => r.method === 'DELETE').at(-1)
    expect(del?.query.filter_by).toBe('id:[`1`,`3`]')
    expect([...fake.collections.get('cars_remove')!.docs.keys()]).toEqual(['2'])
  })

  it('sends one multi_search per query and maps a canned response', async () => {
    const engine = new TypesenseEngine({ url: fake.url, apiKey: fake.apiKey, collection: 'cars_canned' })
    fake.canned.push({
      results: [
        {
          found: 1,
          hits: [
            { document: { id: '9', tenant: '1', dealership: '10', numeric_ids: true, make: 'Kia', features: [] } },
          ],
          facet_counts: [],
        },
        {
          found: 3,
          hits: [],
          facet_counts: [
            {
              field_name: 'make',
              counts: [
                { value: 'Kia', count: 1 },
                { value: 'Ford', count: 2 },
              ],
            },
          ],
        },
      ],
    })
    const before = fake.searchesSent().length
    const r = await engine.search(query({ refinements: { make: ['Kia'] }, facets: ['make'] }))
    expect(fake.searchesSent().length).toBe(before + 1)
    expect(
      fake
        .searchesSent()
        .at(-1)
        ?.map((s) => s.per_page),
    ).toEqual([21, 0])
    expect(r.hits[0]).toMatchObject({ id: 9, make: 'Kia', badge: null })
    expect(r.facets.make).toEqual([
      { label: 'Ford', value: 'Ford', count: 2 },
      { label: 'Kia', value: 'Kia', count: 1 },
    ])
  })

  it('reports a server error', async () => {
    const engine = new TypesenseEngine({ url: fake.url, apiKey: 'wrong-key', collection: 'cars_http' })
    await expect(engine.search(query())).rejects.toThrow()
    fake.canned.push({ results: [{ error: 'Not found.', code: 404 }] })
    await expect(new TypesenseEngine({ url: fake.url, apiKey: fake.apiKey }).search(query())).rejects.toThrow(/404/)
  })

  it('refuses an unscoped query before any request', async () => {
    const engine = new TypesenseEngine({ url: fake.url, apiKey: fake.apiKey })
    const before = fake.requests.length
    await expect(engine.search({ scope: { tenantId: null } } as never)).rejects.toThrow(/scope/)
    expect(fake.requests.length).toBe(before)
  })
})

describe('per-site scoped search key', () => {
  it("embeds the site's tenant and dealerships as a filter signed with the search key", () => {
    const client = new Client({ nodes: [{ url: 'http://127.0.0.1:1' }], apiKey: 'unused' })
    const key = scopedSearchKey(
      client,
      'search-only-key',
      { tenantId: 4, dealershipIds: [7, 8] },
      { expiresAt: 1_900_000_000 },
    )
    const raw = Buffer.from(key, 'base64').toString()
    const digest = raw.slice(0, 44)
    expect(raw.slice(44, 48)).toBe('sear')
    const params = raw.slice(48)
    expect(JSON.parse(params)).toEqual({
      filter_by: 'tenant:=`4` && dealership:=[`7`,`8`] && show_on_dealer_website:=true',
      expires_at: 1_900_000_000,
    })
    expect(digest).toBe(createHmac('sha256', 'search-only-key').update(params).digest('base64'))
  })
})

describe('engine selection', () => {
  it.each([
    [{}, 'embedded'],
    [{ TYPESENSE_URL: 'http://ts:8108' }, 'embedded'],
    [{ TYPESENSE_API_KEY: 'k' }, 'embedded'],
    [{ TYPESENSE_URL: ' ', TYPESENSE_API_KEY: 'k' }, 'embedded'],
    [{ TYPESENSE_URL: 'http://ts:8108', TYPESENSE_API_KEY: 'k' }, 'typesense'],
  ])('%j → %s', (env, name) => expect(createSearchEngine(env).name).toBe(name))

  it('the embedded engine by default, and Typesense on the configured collection', () => {
    expect(createSearchEngine({})).toBeInstanceOf(EmbeddedSearchEngine)
    const ts = createSearchEngine({
      TYPESENSE_URL: 'http://ts:8108',
      TYPESENSE_API_KEY: 'k',
      TYPESENSE_COLLECTION: 'cars_prod',
    })
    expect((ts as TypesenseEngine).collection).toBe('cars_prod')
  })
})
