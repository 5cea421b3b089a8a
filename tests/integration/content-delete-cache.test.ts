import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getReviews } from '@/data/content/reviews'
import { getSiteDirectory } from '@/data/sites/locations'
import { getSite } from '@/data/sites/sites'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// A data cache that honours tags, as Next's does (helpers/tagged-cache.ts).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  ...(await import('../support/integration/tagged-cache')).taggedCache(),
}))

let payload: Payload
let a: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'DeleteCache', 0)
})

const staff = () => ({ user: asUser(a.staff), overrideAccess: false as const })
const directoryRef = (dealershipIds: (number | string)[]) => ({ id: a.site.id, tenantId: a.tenant.id, dealershipIds })

async function makeLocation(name: string, dealership = a.dealership.id) {
  return payload.create({
    collection: 'locations',
    data: { tenant: a.tenant.id, name, slug: name.toLowerCase().replace(/\W+/g, '-'), dealership, visible: true },
    ...staff(),
  })
}

// docs/features/caching.md "Caches, and what expires each": a change, including a delete, shows on the site within a
// second (deleting a menu, footer or dealership once left it cached for up to an hour).
describe('deleting a dealership, a location or a review expires what the site cached', () => {
  it('a location delete by staff leaves the directory', async () => {
    const location = await makeLocation('Doomed Yard')
    const ref = directoryRef([a.dealership.id])
    expect((await getSiteDirectory(ref)).locations.map((l) => l.name)).toContain('Doomed Yard')
    await payload.delete({ collection: 'locations', id: location.id, ...staff() })
    expect((await getSiteDirectory(ref)).locations.map((l) => l.name)).not.toContain('Doomed Yard')
  })

  it('a dealership delete by staff leaves the directory and the site', async () => {
    const doomed = await payload.create({
      collection: 'dealerships',
      data: { tenant: a.tenant.id, name: 'Doomed Motors', slug: `doomed-${a.slug}` },
      ...staff(),
    })
    await payload.update({
      collection: 'sites',
      id: a.site.id,
      data: { dealerships: [a.dealership.id, doomed.id] },
      context: { disableRevalidate: true },
    })
    const ref = directoryRef([a.dealership.id, doomed.id])
    expect((await getSiteDirectory(ref)).dealerships.map((d) => d.name)).toContain('Doomed Motors')
    expect((await getSite(a.slug))?.dealerships.map((d) => d.name)).toContain('Doomed Motors')
    await payload.delete({ collection: 'dealerships', id: doomed.id, ...staff() })
    expect((await getSiteDirectory(ref)).dealerships.map((d) => d.name)).not.toContain('Doomed Motors')
    expect((await getSite(a.slug))?.dealerships.map((d) => d.name)).not.toContain('Doomed Motors')
  })

  it('a review delete by staff leaves the location’s reviews', async () => {
    const location = await makeLocation('Reviewed Yard')
    const review = await payload.create({
      collection: 'reviews',
      data: {
        tenant: a.tenant.id,
        location: location.id,
        customer_name: 'Doomed Reviewer',
        rating: 5,
        review_date: '2026-01-02T00:00:00.000Z',
        text: 'Soon gone',
      },
      ...staff(),
    })
    const ref = { tenantId: a.tenant.id, locationIds: [location.id] }
    expect((await getReviews(ref))[String(location.id)]?.count).toBe(1)
    await payload.delete({ collection: 'reviews', id: review.id, ...staff() })
    expect((await getReviews(ref))[String(location.id)]?.count ?? 0).toBe(0)
  })
})
