import { describe, expect, it } from 'vitest'

import { recordSiteEvent } from '@/data/analytics/events'
import { ANALYTICS_EVENTS } from '@/domain/analytics/events'

import { testPayload } from '../support/integration/payload'
import { makeWorld } from '../support/integration/world'

describe('analytics events are stored in a batch insert', () => {
  it('writes events to the analytics-events collection of the right tenant and site', async () => {
    const payload = await testPayload()
    const world = await makeWorld(payload, 'Metrics', 0)
    const site = { id: world.site.id, tenantId: world.tenant.id }
    await Promise.all([
      recordSiteEvent({ eventId: ANALYTICS_EVENTS.searchView, site, path: '/search/used-cars', data: { count: 3 } }),
      recordSiteEvent({ eventId: ANALYTICS_EVENTS.searchView, site, path: '/search/new-cars' }),
    ])
    const { docs } = await payload.find({
      collection: 'analytics-events',
      where: { site: { equals: world.site.id } },
      sort: 'path',
      depth: 0,
    })
    expect(docs.map((d) => [d.event_id, d.path, d.tenant])).toEqual([
      [49, '/search/new-cars', world.tenant.id],
      [49, '/search/used-cars', world.tenant.id],
    ])
    expect(docs[1]!.data).toEqual({ count: 3 })
    expect(docs[0]!.createdAt).toBeTruthy()
  })
})
