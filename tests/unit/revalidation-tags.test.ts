import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { PayloadRequest } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { clearRecentReads, recentRead } from '@/cache/recent-reads'
import { readSiteMapCache, writeSiteMapCache } from '@/cache/site-map-cache'
import { tags } from '@/cache/tags'
import { formBuilder } from '@collections/Forms'
import { revalidates, revalidatesGlobal, revalidationHooks } from '@collections/hooks/revalidates'
import { collections as written } from '@collections/index'
import { redirects } from '@collections/Redirects'
import { globals } from '@globals/index'

// expireTags (src/cache/revalidate.ts) imports next/cache when it runs: record what it expires.
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => void expired.push(tag) }))

// Redirects are @payloadcms/plugin-redirects' collection (collections/Redirects): taken as it adds it.
const collections = [...written, ...((await redirects({ collections: [] } as never)).collections ?? [])]

type Hook = (args: Record<string, unknown>) => Promise<unknown>

const req = (context: Record<string, unknown> = {}) =>
  ({ context, payload: { logger: { warn: vi.fn() } } }) as unknown as PayloadRequest

const change = (hook: unknown, doc: unknown, previousDoc: unknown = doc, context = {}) =>
  (hook as Hook)({ doc, previousDoc, req: req(context), operation: 'update', context })
const remove = (hook: unknown, doc: unknown, context = {}) => (hook as Hook)({ doc, id: 1, req: req(context), context })

beforeEach(() => {
  expired.length = 0
  clearRecentReads()
})

// docs/features/caching.md "Caches, and what expires each": one hook factory returns both afterChange and
// afterDelete, honouring context.disableRevalidate. What each of its hooks expires.
describe('revalidates(kind, ...alsoExpire): the tags a change and a delete expire', () => {
  it('a change expires the tenant’s tag for the kind', async () => {
    await change(revalidates('menus').afterChange, { id: 7, tenant: 1 })
    expect(expired).toEqual(['tenant:1:menus'])
  })

  it('a document moved to another tenant expires both tenants’ tags (the old pages leave it)', async () => {
    await change(revalidates('offers').afterChange, { id: 7, tenant: 2 }, { id: 7, tenant: 1 })
    expect(expired.sort()).toEqual(['tenant:1:offers', 'tenant:2:offers'])
  })

  it('a populated tenant relation counts by its id', async () => {
    await change(revalidates('pages').afterChange, { id: 7, tenant: { id: 4, name: 'Group' } })
    expect(expired).toEqual(['tenant:4:pages'])
  })

  it('a delete expires the deleted document’s tenant tag', async () => {
    await remove(revalidates('reviews').afterDelete, { id: 7, tenant: 3 })
    expect(expired).toEqual(['tenant:3:reviews'])
  })

  // docs/features/caching-kernel.md: a platform-wide tag advances the platform generation, which
  // the proxy's site map is read by, so no hook clears the map itself.
  it('platform-wide tags in alsoExpire go with the tenant tag, and end the site map', async () => {
    const hooks = revalidates('dealerships', tags.sites)
    writeSiteMapCache({ domains: {}, slugs: [] })
    await change(hooks.afterChange, { id: 7, tenant: 1 })
    expect(expired).toEqual(['tenant:1:dealerships', 'sites'])
    expect(readSiteMapCache()).toBeUndefined()
    expired.length = 0
    writeSiteMapCache({ domains: {}, slugs: [] })
    await remove(hooks.afterDelete, { id: 7, tenant: 1 })
    expect(expired).toEqual(['tenant:1:dealerships', 'sites'])
    expect(readSiteMapCache()).toBeUndefined()
  })

  it('a platform-wide collection (no kind) expires only its own tags', async () => {
    await remove(revalidates(null, tags.makeLogos).afterDelete, { id: 7 })
    expect(expired).toEqual(['make-logos'])
  })

  it('context.disableRevalidate (seed, batch imports) expires nothing and clears no cache', async () => {
    const hooks = revalidates('cars', tags.sites)
    writeSiteMapCache({ domains: {}, slugs: [] })
    await change(hooks.afterChange, { id: 7, tenant: 1 }, undefined, { disableRevalidate: true })
    await remove(hooks.afterDelete, { id: 7, tenant: 1 }, { disableRevalidate: true })
    expect(expired).toEqual([])
    expect(readSiteMapCache()).toBeDefined()
  })

  it('the lead intake’s recent reads are dropped on every change, even with disableRevalidate', async () => {
    const read = vi.fn(async () => 'car as it was')
    await recentRead('lead-car:1:7', read)
    await change(revalidates('cars').afterChange, { id: 7, tenant: 1 }, undefined, { disableRevalidate: true })
    await recentRead('lead-car:1:7', read)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('the hooks answer the document they were given (Payload keeps it)', async () => {
    const doc = { id: 7, tenant: 1 }
    expect(await change(revalidates('posts').afterChange, doc)).toBe(doc)
    expect(await remove(revalidates('posts').afterDelete, doc)).toBe(doc)
  })
})

describe('revalidatesGlobal(...tags)', () => {
  it('a change expires the global’s tags, unless disableRevalidate', async () => {
    const { afterChange } = revalidatesGlobal(tags.platformSettings, tags.sites)
    await change(afterChange, {}, {}, { disableRevalidate: true })
    expect(expired).toEqual([])
    await change(afterChange, {})
    expect(expired).toEqual(['platform-settings', 'sites'])
  })
})

/**
 * What each collection's (and global's) hooks expire, for a document of tenant 1. Each tag here
 * must be one a loader in src/data reads (last test), so no tag is expired for nothing.
 */
const EXPIRES: Record<string, string[]> = {
  sites: ['sites'],
  dealerships: ['tenant:1:dealerships', 'sites'],
  locations: ['tenant:1:locations'],
  cars: ['tenant:1:cars'],
  media: ['tenant:1:media', 'sites'],
  menus: ['tenant:1:menus'],
  footers: ['tenant:1:footers'],
  // a redirect may name a page: its path and publishing change the proxy's redirect tables
  pages: ['tenant:1:pages', 'redirects'],
  offers: ['tenant:1:offers'],
  reviews: ['tenant:1:reviews'],
  banners: ['tenant:1:banners'],
  'promo-cards': ['tenant:1:promo-cards'],
  posts: ['tenant:1:posts'],
  redirects: ['redirects'],
  'make-logos': ['make-logos'],
  models: ['tenant:1:models'],
  manufacturers: ['tenant:1:models'],
}
const GLOBAL_EXPIRES: Record<string, string[]> = { 'platform-settings': ['platform-settings', 'sites'] }

const factoryHook = (list: unknown[] | undefined) => (list ?? []).find((h) => revalidationHooks.has(h as object))

describe('each collection’s hooks expire the tags its pages read', () => {
  it.each(Object.entries(EXPIRES))('%s: a change and a delete expire %j', async (slug, want) => {
    const config = collections.find((c) => c.slug === slug)!
    await change(factoryHook(config.hooks?.afterChange), { id: 7, tenant: 1 })
    expect(expired).toEqual(want)
    expired.length = 0
    await remove(factoryHook(config.hooks?.afterDelete), { id: 7, tenant: 1 })
    expect(expired).toEqual(want)
  })

  it.each(Object.entries(GLOBAL_EXPIRES))('the %s global: a change expires %j', async (slug, want) => {
    const config = globals.find((g) => g.slug === slug)!
    await change(factoryHook(config.hooks?.afterChange), {})
    expect(expired).toEqual(want)
  })

  // The form builder plugin adds `forms`: a cached page's form block names its form by slug.
  it('forms (a plugin collection): a change and a delete expire the pages', async () => {
    const config = await formBuilder({ collections: [] } as unknown as Parameters<typeof formBuilder>[0])
    const forms = config.collections?.find((c) => c.slug === 'forms')
    await change(factoryHook(forms?.hooks?.afterChange), { id: 7, tenant: 1 })
    await remove(factoryHook(forms?.hooks?.afterDelete), { id: 7, tenant: 1 })
    expect(expired).toEqual(['tenant:1:pages', 'tenant:1:pages'])
  })

  it('the table covers every collection with the hooks', () => {
    const hooked = collections.filter((c) => factoryHook(c.hooks?.afterChange)).map((c) => c.slug)
    expect(hooked.sort()).toEqual(Object.keys(EXPIRES).sort())
  })

  // "Remove the tags no loader reads": every tag a hook expires is named by a cached loader's tags.
  it('every tag a hook expires is read by a loader in src/data', () => {
    const dir = join(__dirname, '../../src/data')
    const source = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n')
    const read = new Set<string>()
    for (const m of source.matchAll(/tags\.tenantContent\([^,]+, '([a-z-]+)'\)/g)) read.add(`tenant:1:${m[1]}`)
    for (const m of source.matchAll(/\btags\.(\w+)\b(?!\()/g)) {
      const tag = tags[m[1] as keyof typeof tags]
      if (typeof tag === 'string') read.add(tag)
    }
    const all = [...Object.values(EXPIRES), ...Object.values(GLOBAL_EXPIRES)].flat()
    expect([...new Set(all)].filter((t) => !read.has(t))).toEqual([])
  })
})
