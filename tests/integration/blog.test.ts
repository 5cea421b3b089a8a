import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getPost, getPosts, loadPosts } from '@/data/content/posts'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// A data cache that honours tags, as Next's does, so a test can see a delete expire it (helpers/tagged-cache.ts).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  ...(await import('../support/integration/tagged-cache')).taggedCache(),
}))

let payload: Payload
let a: World
let b: World
const as = (w: World) => ({ user: asUser(w.staff), overrideAccess: false as const })
const ref = (w: World) => ({ id: w.site.id, tenantId: w.tenant.id })

async function post(w: World, data: Record<string, unknown>) {
  return payload.create({
    collection: 'posts',
    data: { tenant: w.tenant.id, _status: 'published', published_at: '2026-06-01T00:00:00Z', ...data } as never,
    ...as(w),
  })
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'BlogAlpha', 0)
  b = await makeWorld(payload, 'BlogBravo', 0)
  await post(a, { title: 'Older', published_at: '2026-05-01T00:00:00Z' })
  await post(a, { title: 'Newer', published_at: '2026-06-10T00:00:00Z' })
  await post(a, { title: 'Still a draft', _status: 'draft' })
  await post(b, { title: 'Bravo news' })
})

// docs/features/content.md "Write a blog post": posts with image, date and heading; blog cards ('Read More'); /blog.
describe('the blog of a site', () => {
  it('published posts of its own tenant only, newest first; drafts never', async () => {
    expect((await loadPosts(payload, ref(a))).map((p) => p.title)).toEqual(['Newer', 'Older'])
  })

  it('crossing the wall: a post of tenant B is not found through site A, even by its slug', async () => {
    expect((await loadPosts(payload, ref(b))).map((p) => p.title)).toEqual(['Bravo news'])
    expect(await getPost(ref(a), 'bravo-news')).toBeNull()
    expect((await getPost(ref(b), 'bravo-news'))?.title).toBe('Bravo news')
  })

  it('the slug is filled from the title', async () => {
    expect((await getPost(ref(a), 'newer'))?.title).toBe('Newer')
  })
})

describe('the wall between tenants (staff through the access rules)', () => {
  it("lists only the staff member's own tenant's posts, drafts included", async () => {
    const { docs } = await payload.find({ collection: 'posts', limit: 100, depth: 0, draft: true, ...as(a) })
    expect(docs.map((d) => d.title).sort()).toEqual(['Newer', 'Older', 'Still a draft'])
  })

  it("cannot change or delete another tenant's post", async () => {
    const [theirs] = (await payload.find({ collection: 'posts', where: { tenant: { equals: b.tenant.id } } })).docs
    await expect(
      payload.update({ collection: 'posts', id: theirs!.id, data: { title: 'x' }, ...as(a) }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'posts', id: theirs!.id, ...as(a) })).rejects.toThrow()
  })
})

describe('a change, including a delete, shows at once', () => {
  it('publishing and deleting a post expire the cached list', async () => {
    expect((await getPosts(ref(a))).map((p) => p.title)).not.toContain('Fresh')
    const fresh = await post(a, { title: 'Fresh', published_at: '2026-06-20T00:00:00Z' })
    expect((await getPosts(ref(a)))[0]?.title).toBe('Fresh')
    await payload.delete({ collection: 'posts', id: fresh.id, ...as(a) })
    expect((await getPosts(ref(a))).map((p) => p.title)).not.toContain('Fresh')
  })
})
