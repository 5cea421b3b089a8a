import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getFooter, getHeaderMenu } from '@/data/content/content'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// A data cache that honours tags, as Next's does, so a test can see a delete expire it (helpers/tagged-cache.ts).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  ...(await import('../support/integration/tagged-cache')).taggedCache(),
}))

let payload: Payload
let a: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'MenuCache', 0)
})

const ref = () => ({ id: a.site.id, tenantId: a.tenant.id })
const staff = () => ({ user: asUser(a.staff), overrideAccess: false as const })

// docs/features/caching.md "Caches, and what expires each": a change, including a delete, shows on the site within a
// second.
describe('deleting a menu or a footer expires the cached one', () => {
  it('a menu delete by staff', async () => {
    const menu = await payload.create({
      collection: 'menus',
      data: { tenant: a.tenant.id, name: 'Site menu', sites: [a.site.id], items: [{ label: 'Doomed', url: '/' }] },
      ...staff(),
    })
    expect((await getHeaderMenu(ref()))?.id).toBe(menu.id)
    await payload.delete({ collection: 'menus', id: menu.id, ...staff() })
    expect((await getHeaderMenu(ref()))?.id).not.toBe(menu.id)
  })

  it('a footer delete by staff', async () => {
    const footer = await payload.create({
      collection: 'footers',
      data: { tenant: a.tenant.id, name: 'Site footer', sites: [a.site.id], groups: [{ title: 'Doomed', links: [] }] },
      ...staff(),
    })
    expect((await getFooter(ref()))?.id).toBe(footer.id)
    await payload.delete({ collection: 'footers', id: footer.id, ...staff() })
    expect((await getFooter(ref()))?.id).not.toBe(footer.id)
  })

  it('a delete with context.disableRevalidate (the seed) leaves the cache alone', async () => {
    const menu = await payload.create({
      collection: 'menus',
      data: { tenant: a.tenant.id, name: 'Quiet menu', sites: [a.site.id], items: [{ label: 'Quiet', url: '/' }] },
      ...staff(),
    })
    expect((await getHeaderMenu(ref()))?.id).toBe(menu.id)
    await payload.delete({ collection: 'menus', id: menu.id, context: { disableRevalidate: true } })
    expect((await getHeaderMenu(ref()))?.id).toBe(menu.id)
  })
})
