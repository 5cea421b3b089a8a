import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { revalidationHooks } from '@collections/hooks/revalidates'
import { collections as written } from '@collections/index'
import { redirects } from '@collections/Redirects'
import { globals } from '@globals/index'

/**
 * docs/features/caching.md "Caches, and what expires each": one hook factory returns both afterChange and afterDelete,
 * honouring context.disableRevalidate, on every collection that a page reads.
 *
 * What the cached loaders in src/data (cachedLoader, taggedMemo) read, by collection, each with the
 * loader that reads it. A collection a page reads must expire its tag on a change and on a delete.
 */
// Redirects are @payloadcms/plugin-redirects' collection (collections/Redirects): taken as it adds it.
const collections = [...written, ...((await redirects({ collections: [] } as never)).collections ?? [])]

const READ_BY_CACHED_LOADERS: Record<string, string> = {
  sites: 'getSite, getSiteMap, getRedirectTables, the sitemap and feeds',
  dealerships: 'getSite (embedded), getSiteDirectory, the sitemap',
  locations: 'getSiteDirectory, getFormLocations, the sitemap',
  cars: 'the sitemap and the vehicle feeds',
  media: 'every picture: offers, banners, promo cards, pages, posts, models, the site logo, feed photos',
  menus: 'getHeaderMenu',
  footers: 'getFooter',
  pages: 'getPageAt, getPagePaths, the sitemap',
  offers: 'getOffers',
  reviews: 'getReviews',
  banners: 'getHeaderBanners',
  'promo-cards': 'getPromoCards',
  posts: 'getPosts',
  redirects: 'getRedirectTables (the proxy)',
  'make-logos': 'getMakeLogos',
  models: 'getSiteModels, the sitemap',
  manufacturers: 'getSiteModels (a model’s make)',
}
const GLOBALS_READ: Record<string, string> = { 'platform-settings': 'getSite (a site’s settings default to it)' }

const revalidating = (list: unknown[] | undefined) =>
  (list ?? []).filter((h) => revalidationHooks.has(h as object)).length

describe('every collection a page reads expires its cache on a change and a delete', () => {
  it.each(Object.keys(READ_BY_CACHED_LOADERS))('%s has the revalidation afterChange and afterDelete hooks', (slug) => {
    const config = collections.find((c) => c.slug === slug)
    expect(config, `${slug} is not in collections/index.ts nor added by a plugin`).toBeDefined()
    expect(revalidating(config!.hooks?.afterChange)).toBe(1)
    expect(revalidating(config!.hooks?.afterDelete)).toBe(1)
  })

  it.each(Object.keys(GLOBALS_READ))('the %s global expires on a change', (slug) => {
    const config = globals.find((g) => g.slug === slug)
    expect(revalidating(config?.hooks?.afterChange)).toBe(1)
  })

  it('collections not in the list carry no revalidation hooks (the list stays true)', () => {
    const extra = collections
      .filter((c) => !(c.slug in READ_BY_CACHED_LOADERS))
      .filter((c) => revalidating(c.hooks?.afterChange) + revalidating(c.hooks?.afterDelete) > 0)
    expect(extra.map((c) => c.slug)).toEqual([])
  })

  // The list is derived from the loaders: a cached loader file that reads a collection the list
  // lacks fails here, so a new page-read collection cannot ship without expiry.
  it('every collection a cached loader in src/data reads by name is in the list', () => {
    const dir = join(__dirname, '../../src/data')
    const read = new Set<string>()
    // Every subject folder (docs/ARCHITECTURE.md "src/data by subject"), at any depth.
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8')
      if (!/\b(cachedLoader|taggedMemo)\(/.test(text) || file.endsWith('tagged-memo.ts')) continue
      for (const m of text.matchAll(/collection: '([a-z-]+)'/g)) read.add(m[1]!)
    }
    expect(read.size).toBeGreaterThan(5)
    expect([...read].filter((slug) => !(slug in READ_BY_CACHED_LOADERS))).toEqual([])
  })
})
