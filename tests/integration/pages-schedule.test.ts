import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getPage } from '@/data/content/pages'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// A data cache that honours tags, as Next's does (helpers/tagged-cache.ts).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  ...(await import('../support/integration/tagged-cache')).taggedCache(),
}))

let payload: Payload
let a: World
const ref = () => ({ id: a.site.id, tenantId: a.tenant.id })

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Schedule', 0)
})

/** What the admin's Schedule Publish drawer queues (@payloadcms/ui schedulePublishHandler). */
const schedule = (id: number | string, type: 'publish' | 'unpublish', waitUntil: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    queue: 'default',
    waitUntil,
    input: { type, doc: { relationTo: 'pages', value: String(id) }, user: { relationTo: 'users', value: a.staff.id } },
  } as never)

// docs/features/content.md "Schedule a page or a post": drafts and versions, scheduled publish and unpublish (jobs
// queue).
describe('scheduled publish and unpublish of a page', () => {
  it('a draft is published when its time comes, and unpublished at the end, each shown at once', async () => {
    const staff = { user: asUser(a.staff), overrideAccess: false as const }
    const draft = await payload.create({
      collection: 'pages',
      data: {
        tenant: a.tenant.id,
        title: 'Boxing Day sale',
        slug: 'boxing-day',
        placement: 'pages',
        _status: 'draft',
        // no heading given: the block's own (finance §2 "Sales counter banner 'Sales this Month'")
        layout: [{ blockType: 'salesCounter' }],
      } as never,
      draft: true,
      ...staff,
    })
    expect(await getPage(ref(), '/pages/boxing-day')).toBeNull()

    await schedule(draft.id, 'publish', new Date(Date.now() + 60_000))
    await payload.jobs.run({ queue: 'default' })
    expect(await getPage(ref(), '/pages/boxing-day'), 'not before its time').toBeNull()

    await schedule(draft.id, 'publish', new Date(Date.now() - 1000))
    await payload.jobs.run({ queue: 'default' })
    const published = await getPage(ref(), '/pages/boxing-day')
    expect(published?.title).toBe('Boxing Day sale')
    expect(published?.blocks[0]).toMatchObject({ blockType: 'salesCounter', heading: 'Sales this Month' })

    await schedule(draft.id, 'unpublish', new Date(Date.now() - 1000))
    await payload.jobs.run({ queue: 'default' })
    expect(await getPage(ref(), '/pages/boxing-day')).toBeNull()
  })
})
