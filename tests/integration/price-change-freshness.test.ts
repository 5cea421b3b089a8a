import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as feedRoute } from '@/app/feeds/[file]/route'
import { getCarPage } from '@/data/cars/cars'
import { searchSiteRemembered } from '@/data/search/site-search'
import { loadSite } from '@/data/sites/loaders'
import type { SiteContext } from '@/data/sites/sites'
import type { Car } from '@/payload-types'
import { resetSearchEngine } from '@/search/instance'
import { EMPTY_SEARCH_STATE, type SearchState } from '@/search/url/state'

import { parseTsv } from '../support/feeds/parse'
import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

// A data cache that honours tags, as Next's does (helpers/tagged-cache.ts).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  ...(await import('../support/integration/tagged-cache')).taggedCache(),
}))

// docs/features/caching.md "Caches, and what expires each": change a car's price in the admin and the cached vehicle
// page, its results page and the feed show the new price within a second; a car, site, menu or
// content change expires exactly the pages it affects within a second (tags). Before, the results
// page's remembered search (10 s) kept the old price for up to 10 s.
const ctx = { disableRevalidate: true }
const address = { street: '1 Harbour St', city: 'Sydney', state: 'nsw' as const, postcode: '2000' }

let payload: Payload
let w: World
let site: SiteContext
let car: Car

beforeAll(async () => {
  payload = await testPayload()
  resetSearchEngine() // the engine is built from this run's database on first use
  w = await makeWorld(payload, 'Fresh', 0)
  await payload.update({ collection: 'dealerships', id: w.dealership.id, data: { address }, context: ctx })
  await payload.update({ collection: 'sites', id: w.site.id, data: { primary_domain: siteHost(w.slug) }, context: ctx })
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const photo = await payload.create({
    collection: 'media',
    data: { tenant: w.tenant.id, alt: 'Front' },
    file: { data: png, mimetype: 'image/png', name: `${w.slug}-front.png`, size: png.length },
    context: ctx,
  })
  car = await payload.create({
    collection: 'cars',
    context: ctx,
    data: {
      tenant: w.tenant.id,
      dealership: w.dealership.id,
      name: '2022 Toyota Corolla Ascent Sport',
      slug: 'fresh-corolla',
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      year: 2022,
      km: 40000,
      car_type: 'used',
      status: 'in_stock',
      price: 29990,
      vin: 'JTNBA3HE10J900001',
      images: [photo.id],
    } as Car,
  })
  site = (await loadSite(payload, w.slug))!
})

const USED: SearchState = { ...EMPTY_SEARCH_STATE, refinements: { car_type: ['used'] } }

/** The three places a shopper or a crawler reads the price, each through its cache. */
async function pricesShown() {
  const page = await getCarPage(w.slug, car.slug!)
  const results = (await searchSiteRemembered(site, USED)).value
  const feed = parseTsv(
    await (
      await feedRoute(
        new Request('http://x/feeds/google-vehicle-listings.tsv', { headers: { host: siteHost(w.slug) } }),
        { params: Promise.resolve({ file: 'google-vehicle-listings.tsv' }) },
      )
    ).text(),
  )
  return {
    vehicle: page?.car.price,
    results: results.hits.find((h) => String(h.id) === String(car.id))?.price,
    feed: feed.find((row) => row.link?.endsWith('/cars/fresh-corolla'))?.price,
  }
}

describe('a price change in the admin reaches every cached view of the car within a second', () => {
  it('the vehicle page, its results page and the feed show the new price', async () => {
    expect(await pricesShown()).toEqual({ vehicle: 29990, results: 29990, feed: '29990.00 AUD' })
    // Asked again: each is now served from its cache (the results memo for 10 s, the feed by tags).
    expect(await pricesShown()).toEqual({ vehicle: 29990, results: 29990, feed: '29990.00 AUD' })

    const started = Date.now()
    await payload.update({
      collection: 'cars',
      id: car.id,
      data: { price: 27490 },
      user: asUser(w.staff),
      overrideAccess: false,
    })
    expect(await pricesShown()).toEqual({ vehicle: 27490, results: 27490, feed: '27490.00 AUD' })
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
