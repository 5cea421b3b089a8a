import { getTableColumns, type Table } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ANALYTICS_EVENT_KEYS, insertAnalyticsEvents } from '@/db/analytics-sql'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// The analytics sink's insert names the columns Payload's Drizzle schema (the AnalyticsEvents
// collection) defines, so a renamed field fails here, not in a shopper's page view.
describe('the analytics SQL and the schema Payload generates', () => {
  let payload: Payload
  let tables: Record<string, Table> | undefined
  let world: World

  beforeAll(async () => {
    payload = await testPayload()
    tables = (payload.db as unknown as { tables?: Record<string, Table> }).tables
    world = await makeWorld(payload, 'Analyticsql', 0)
  })

  it('writes only columns of analytics_events, and every column but the id and timestamps', () => {
    if (!tables) return // MongoDB: no SQL
    const table = tables.analytics_events
    expect(table).toBeDefined()
    const keys = Object.keys(getTableColumns(table!))
    expect(keys).toEqual(expect.arrayContaining([...ANALYTICS_EVENT_KEYS]))
    expect([...ANALYTICS_EVENT_KEYS, 'id', 'createdAt', 'updatedAt'].sort()).toEqual(keys.sort())
  })

  it('inserts a batch in one statement, read back by Payload as the events it recorded', async () => {
    const site = { tenant: world.tenant.id, site: world.site.id }
    const rows = [
      { ...site, event_id: 4, path: '/cars/one', data: { car_id: 1 } },
      { ...site, event_id: 25, path: null, data: null },
    ]
    const inserted = await insertAnalyticsEvents(payload, rows)
    expect(inserted).toBe(Boolean(tables))
    if (!inserted) return
    const { docs } = await payload.find({
      collection: 'analytics-events',
      where: { site: { equals: world.site.id } },
      depth: 0,
      sort: 'event_id',
    })
    expect(docs.map((d) => [d.event_id, d.path ?? null, d.data ?? null, d.tenant])).toEqual([
      [4, '/cars/one', { car_id: 1 }, world.tenant.id],
      [25, null, null, world.tenant.id],
    ])
    expect(docs[0]!.createdAt).toEqual(expect.any(String))
  })
})
