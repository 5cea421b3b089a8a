import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/search/facet-values/route'
import { FACET_VALUES_SHOWN } from '@/domain/facets/visible-values'
import { getSearchEngine, resetSearchEngine } from '@/search/instance'

import { testPayload } from '../support/integration/payload'
import { makeWalledCar, makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/caching.md "Caching and page weight": facets beyond the first values load when opened. The page lists
// the first FACET_VALUES_SHOWN values of a filter; this endpoint gives the rest, for the search at
// the page's address, on the request's site only.

let payload: Payload
let a: World
let b: World
const COLOURS = ['Black', 'Blue', 'Bronze', 'Gold', 'Green', 'Grey', 'Orange', 'Red', 'Silver', 'White', 'Yellow']

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Facets', 0)
  b = await makeWorld(payload, 'Elsewhere', 0)
  for (const [i, colour] of COLOURS.entries()) {
    await payload.create({
      collection: 'cars',
      data: {
        tenant: a.tenant.id,
        dealership: a.dealership.id,
        name: `${colour} Corolla`,
        slug: `corolla-${i}`,
        make: 'Toyota',
        model: 'Corolla',
        car_type: 'used',
        status: 'in_stock',
        price: 20000 + i,
        colour,
      },
      context: { disableRevalidate: true },
    })
  }
  await makeWalledCar(payload, b, { colour: 'Purple' })
  resetSearchEngine()
  await getSearchEngine(payload)
})

afterAll(() => resetSearchEngine())

const get = (site: string, query: Record<string, string>) =>
  GET(
    new Request(`http://${siteHost(site)}/api/search/facet-values?${new URLSearchParams(query)}`, {
      headers: { host: siteHost(site) },
    }),
  )

type Option = { value: string; label: string; count: number; href: string; selected: boolean }

describe('GET /api/search/facet-values', () => {
  it('gives the values the page leaves behind Show all, with counts and the links the page would have', async () => {
    const res = await get(a.slug, { facet: 'colour', address: '/search/used-cars' })
    expect(res.status).toBe(200)
    const { values } = (await res.json()) as { values: Option[] }
    expect(values).toHaveLength(COLOURS.length - FACET_VALUES_SHOWN)
    for (const v of values) {
      expect(v.count).toBe(1)
      expect(v.selected).toBe(false)
      expect(v.href).toBe(`/search/used-cars?colour=${encodeURIComponent(v.value)}`)
    }
  })

  it('keeps the search of the address: a refined value is shown on the page, not in the rest', async () => {
    const res = await get(a.slug, { facet: 'colour', address: '/search/used-cars?colour=Yellow&page=2' })
    const { values } = (await res.json()) as { values: Option[] }
    expect(values.map((v) => v.value)).not.toContain('Yellow')
    // Another colour's link adds it to the search and goes back to page 1.
    expect(values[0]!.href).toMatch(
      /^\/search\/used-cars\?colour=[A-Za-z]+&colour=Yellow$|^\/search\/used-cars\?colour=Yellow&colour=[A-Za-z]+$/,
    )
  })

  it("404 for an address that names another tenant's make: the wall holds", async () => {
    const res = await get(a.slug, { facet: 'colour', address: '/search/kia' })
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('search_not_found')
    const mine = await get(b.slug, { facet: 'colour', address: '/search/kia' })
    expect(mine.status).toBe(200)
    expect((await mine.json()).values).toEqual([]) // one colour: nothing behind Show all
  })

  it.each([
    ['no facet', { address: '/search/used-cars' }, 'facet'],
    ['an unknown facet', { facet: 'password', address: '/search/used-cars' }, 'facet'],
    ['no address', { facet: 'colour' }, 'address'],
  ])('400 with the field for %s', async (_, query, field) => {
    const res = await get(a.slug, query as Record<string, string>)
    expect(res.status).toBe(400)
    expect(Object.keys((await res.json()).error.fields)).toEqual([field])
  })

  it('404 for an address that is not a results page, and for an unknown site', async () => {
    expect((await get(a.slug, { facet: 'colour', address: 'https://evil.example/search' })).status).toBe(404)
    expect((await get('no-such-site', { facet: 'colour', address: '/search/used-cars' })).status).toBe(404)
  })
})
