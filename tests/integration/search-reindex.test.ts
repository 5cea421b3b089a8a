import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Location } from '@/payload-types'
import { EmbeddedSearchEngine } from '@/search/embedded/engine'
import { loadIndexDocs } from '@/search/indexing/load-index-docs'
import { resetSearchEngine } from '@/search/instance'
import type { SearchQuery } from '@/search/types'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// Cars carry their dealership's and location's names in the index (dealership_name and
// location_name facets, stock §3): renaming either re-indexes its cars through the collections'
// afterChange hooks, against the process's running engine.
const ctx = { disableRevalidate: true }
const quiet = { ...ctx, disableSearchSync: true }

let payload: Payload
let world: World
let location: Location
let engine: EmbeddedSearchEngine

const search = (over: Partial<SearchQuery> = {}) =>
  engine.search({
    scope: {
      tenantId: world.tenant.id,
      dealershipIds: [world.dealership.id],
      includeSoldCarsDays: 3,
      excludedStocknums: [],
    },
    facets: ['dealership_name', 'location_name'],
    ...over,
  })
const values = (items: { value: string; count: number }[] | undefined) => (items ?? []).map((i) => [i.value, i.count])

beforeAll(async () => {
  payload = await testPayload()
  world = await makeWorld(payload, 'Rename', 3)
  location = await payload.create({
    collection: 'locations',
    data: { tenant: world.tenant.id, dealership: world.dealership.id, name: 'Rename Yard', slug: `${world.slug}-yard` },
    context: quiet,
  })
  for (const car of world.cars)
    await payload.update({ collection: 'cars', id: car.id, data: { location: location.id }, context: quiet })
  engine = new EmbeddedSearchEngine(await loadIndexDocs(payload, { tenantId: world.tenant.id }))
  resetSearchEngine(engine) // the running engine the hooks keep current
})

afterAll(() => resetSearchEngine())

describe('re-index on rename', () => {
  it('renaming a dealership shows the new name in the dealership_name facet and refinement', async () => {
    expect(values((await search()).facets.dealership_name)).toEqual([['Rename Motors', 3]])
    await payload.update({
      collection: 'dealerships',
      id: world.dealership.id,
      data: { name: 'Rename Toyota' },
      context: ctx,
    })
    const r = await search()
    expect(values(r.facets.dealership_name)).toEqual([['Rename Toyota', 3]])
    expect((await search({ refinements: { dealership_name: ['Rename Toyota'] } })).count).toBe(3)
    expect((await search({ refinements: { dealership_name: ['Rename Motors'] } })).count).toBe(0)
  })

  it('renaming a location shows the new name in the location_name facet', async () => {
    await payload.update({ collection: 'locations', id: location.id, data: { name: 'Rename Showroom' }, context: ctx })
    expect(values((await search()).facets.location_name)).toEqual([['Rename Showroom', 3]])
  })

  it('leaves the index alone when context.disableSearchSync is set', async () => {
    await payload.update({
      collection: 'dealerships',
      id: world.dealership.id,
      data: { name: 'Rename Quiet' },
      context: quiet,
    })
    expect(values((await search()).facets.dealership_name)).toEqual([['Rename Toyota', 3]])
  })
})
