import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { expireGenerations, generationOf, platformGeneration } from '@/cache/generation'
import * as lifetimes from '@/cache/lifetimes'
import { processState } from '@/cache/process-state'
import { clearSiteMapCache, readSiteMapCache, writeSiteMapCache } from '@/cache/site-map-cache'

// docs/features/caching-kernel.md: every tag-expired cache is read by one key, a generation per
// tenant and one for the platform; a change expires exactly one tenant (a platform tag every one).
let n = 0
const fresh = () => `k${Date.now()}-${n++}` // a tenant no other test has touched

describe('tenant generations', () => {
  it.each<[string, (a: string, b: string) => string[], { a: boolean; b: boolean; platform: boolean }]>([
    ['a tenant tag moves that tenant only', (a) => [`tenant:${a}:cars`], { a: true, b: false, platform: false }],
    ['any kind of tenant content', (a) => [`tenant:${a}:menus`], { a: true, b: false, platform: false }],
    [
      'two tenants’ tags (a document moved)',
      (a, b) => [`tenant:${a}:offers`, `tenant:${b}:offers`],
      {
        a: true,
        b: true,
        platform: false,
      },
    ],
    ['`sites` moves every tenant', () => ['sites'], { a: true, b: true, platform: true }],
    ['`redirects` moves every tenant', () => ['redirects'], { a: true, b: true, platform: true }],
    ['`make-logos` moves every tenant', () => ['make-logos'], { a: true, b: true, platform: true }],
    ['`platform-settings` moves every tenant', () => ['platform-settings'], { a: true, b: true, platform: true }],
    ['nothing expired, nothing moves', () => [], { a: false, b: false, platform: false }],
  ])('%s', (_, tagsOf, moved) => {
    const [a, b] = [fresh(), fresh()]
    const before = { a: generationOf(a), b: generationOf(b), platform: platformGeneration() }
    expireGenerations(tagsOf(a, b))
    expect({
      a: generationOf(a) !== before.a,
      b: generationOf(b) !== before.b,
      platform: platformGeneration() !== before.platform,
    }).toEqual(moved)
  })
})

describe('the site map lives while the platform generation does', () => {
  const map = { domains: {}, slugs: [] }

  it.each<[string, () => void, boolean]>([
    ['kept while nothing changes', () => undefined, true],
    // a car or a menu changes no host, redirect or site setting
    ['kept across a tenant’s content change', () => expireGenerations([`tenant:${fresh()}:cars`]), true],
    ['ended by a site change', () => expireGenerations(['sites']), false],
    ['ended by a redirect (or page) change', () => expireGenerations(['redirects']), false],
    ['ended by a clear', () => clearSiteMapCache(), false],
  ])('%s', (_, change, kept) => {
    writeSiteMapCache(map)
    change()
    expect(readSiteMapCache() !== undefined).toBe(kept)
  })

  it('a map read while a change happened is stale on arrival', () => {
    const began = platformGeneration()
    expireGenerations(['sites'])
    writeSiteMapCache(map, Date.now(), began)
    expect(readSiteMapCache()).toBeUndefined()
  })

  it(`ends after SHARED_TTL_MS (${lifetimes.SHARED_TTL_MS} ms) at most`, () => {
    const now = Date.now()
    writeSiteMapCache(map, now)
    expect(readSiteMapCache(now + lifetimes.SHARED_TTL_MS - 1)).toBeDefined()
    expect(readSiteMapCache(now + lifetimes.SHARED_TTL_MS)).toBeUndefined()
  })
})

describe('process state: one slot per cache, shared by every bundle', () => {
  it('creates a slot once and answers the same state after', () => {
    const slot = fresh()
    const first = processState(slot, () => ({ made: 1 }))
    expect(processState(slot, () => ({ made: 2 }))).toBe(first)
  })
})

describe('lifetimes: each named once, in src/cache/lifetimes.ts', () => {
  it.each([
    ['SHARED_TTL_MS', 30_000],
    ['LAST_GOOD_TTL_MS', 10_000],
    ['RECENT_READ_TTL_MS', 2_000],
    ['DATA_CACHE_REVALIDATE_S', 3_600],
  ] as const)('%s is %i', (name, value) => expect(lifetimes[name]).toBe(value))

  it('no cache in src/cache or src/data names a lifetime of its own', () => {
    const files = ['src/cache', 'src/data'].flatMap((dir) =>
      fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)),
    )
    const own = files
      .filter((f) => f.endsWith('.ts') && f !== path.join('src/cache', 'lifetimes.ts'))
      .filter((f) => /(TTL_MS|TTL_S)\s*=|\bttl(Ms)?:\s*\d|revalidate:\s*\d/.test(fs.readFileSync(f, 'utf8')))
    expect(own).toEqual([])
  })
})
