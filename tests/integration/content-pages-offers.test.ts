import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getOffers, loadOffers } from '@/data/content/offers'
import { getPage, loadPage } from '@/data/content/pages'
import type { Site } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// A data cache that honours tags, as Next's does, so a test can see an edit or a delete expire it.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  ...(await import('../support/integration/tagged-cache')).taggedCache(),
}))

const quiet = { disableRevalidate: true }
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

let payload: Payload
let a: World
let b: World
let a2: Site

const ref = (site: { id: number | string }, w: World) => ({ id: site.id, tenantId: w.tenant.id })
const offersRefOf = (site: { id: number | string }, w: World) => ({ ...ref(site, w), dealershipIds: [w.dealership.id] })

/** A published page; `byStaff` saves it as tenant staff through the access rules (and expires the cache). */
async function page(w: World, data: Record<string, unknown>, byStaff = false) {
  return payload.create({
    collection: 'pages',
    data: {
      tenant: w.tenant.id,
      placement: 'top',
      _status: 'published',
      layout: [{ blockType: 'richText', content: paragraph(String(data.title)) }],
      ...data,
    } as never,
    ...(byStaff ? { user: asUser(w.staff), overrideAccess: false } : { context: quiet }),
  })
}

/** A refused save: Payload's ValidationError names the field; the staff-facing message is in `data.errors`. */
async function refusal(save: Promise<unknown>): Promise<string> {
  const err = await save.then(
    () => null,
    (e: { message: string; data?: unknown }) => e,
  )
  expect(err, 'the save is refused').not.toBeNull()
  return JSON.stringify(err!.data ?? err!.message)
}
async function offer(w: World, data: Record<string, unknown>) {
  return payload.create({ collection: 'offers', data: { tenant: w.tenant.id, ...data } as never, context: quiet })
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'PageAlpha', 1)
  b = await makeWorld(payload, 'PageBravo', 1)
  a2 = await payload.create({
    collection: 'sites',
    data: {
      tenant: a.tenant.id,
      name: 'PageAlpha Two',
      slug: `${a.slug}-two`,
      template: 'classic',
      dealerships: [a.dealership.id],
      domains: [{ domain: `two.${a.slug}.com.au` }],
    },
    context: quiet,
  })
  await page(a, { title: 'About Alpha', slug: 'about-us' })
  await page(b, { title: 'About Bravo', slug: 'about-us' })
  await offer(a, { title: 'Alpha offer' })
  await offer(b, { title: 'Bravo offer' })
})

describe('the wall between tenants (staff of tenant A through the local API, access enforced)', () => {
  const as = () => ({ user: asUser(a.staff), overrideAccess: false as const })

  it.each(['pages', 'offers'] as const)("lists only tenant A's %s", async (collection) => {
    const { docs } = await payload.find({ collection, limit: 100, depth: 0, ...as() })
    expect(docs.length).toBeGreaterThan(0)
    expect(new Set(docs.map((d) => d.tenant))).toEqual(new Set([a.tenant.id]))
  })

  it.each(['pages', 'offers'] as const)("cannot open, change or delete tenant B's %s", async (collection) => {
    const { docs } = await payload.find({ collection, where: { tenant: { equals: b.tenant.id } }, limit: 1, depth: 0 })
    const theirs = docs[0]!
    await expect(payload.findByID({ collection, id: theirs.id, ...as() })).rejects.toThrow()
    await expect(payload.update({ collection, id: theirs.id, data: { title: 'Hacked' }, ...as() })).rejects.toThrow()
    await expect(payload.delete({ collection, id: theirs.id, ...as() })).rejects.toThrow()
    expect((await payload.findByID({ collection, id: theirs.id, depth: 0 })).title).not.toBe('Hacked')
  })

  it.each(['pages', 'offers'] as const)('cannot create %s in tenant B or move its own into B', async (collection) => {
    const data = { tenant: b.tenant.id, title: 'Planted', slug: 'planted', placement: 'top' }
    await expect(payload.create({ collection, data: data as never, ...as() })).rejects.toThrow()
    const { docs } = await payload.find({ collection, where: { tenant: { equals: a.tenant.id } }, limit: 1, depth: 0 })
    await expect(
      payload.update({ collection, id: docs[0]!.id, data: { tenant: b.tenant.id }, ...as() }),
    ).rejects.toThrow()
  })

  it("cannot read tenant B's page versions", async () => {
    const { docs } = await payload.findVersions({ collection: 'pages', limit: 100, depth: 0, ...as() })
    expect(docs.length).toBeGreaterThan(0)
    expect(new Set(docs.map((v) => v.version.tenant))).toEqual(new Set([a.tenant.id]))
  })

  it.each(['pages', 'offers'] as const)(
    'anonymous callers (REST and GraphQL without a login) cannot read %s',
    async (collection) => {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    },
  )
})

describe('the public page loader (src/data/content/pages.ts)', () => {
  it("serves the site's own tenant's page, never another tenant's at the same path", async () => {
    expect((await loadPage(payload, ref(a.site, a), '/about-us'))?.title).toBe('About Alpha')
    expect((await loadPage(payload, ref(b.site, b), '/about-us'))?.title).toBe('About Bravo')
    // A site id of tenant A with tenant B's id (a forged ref) still reads only tenant B's pages.
    expect((await loadPage(payload, { id: a.site.id, tenantId: b.tenant.id }, '/about-us'))?.title).toBe('About Bravo')
  })

  it('does not serve a page limited to site X on site Y of the same tenant', async () => {
    await page(a, { title: 'Warranty on site two', slug: 'warranty', sites: [a2.id] })
    expect(await loadPage(payload, ref(a.site, a), '/warranty')).toBeNull()
    expect((await loadPage(payload, ref(a2, a), '/warranty'))?.title).toBe('Warranty on site two')
  })

  it('lets a page limited to one site replace the tenant-wide page there', async () => {
    await page(a, { title: 'Careers (group)', slug: 'careers' })
    await page(a, { title: 'Careers (site two)', slug: 'careers', sites: [a2.id] })
    expect((await loadPage(payload, ref(a.site, a), '/careers'))?.title).toBe('Careers (group)')
    expect((await loadPage(payload, ref(a2, a), '/careers'))?.title).toBe('Careers (site two)')
  })

  it('shows only the published version: a draft is not on the site', async () => {
    const draft = await page(a, { title: 'Secret draft', slug: 'coming-soon', _status: 'draft' })
    expect(await loadPage(payload, ref(a.site, a), '/coming-soon')).toBeNull()
    await payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' }, context: quiet })
    expect((await loadPage(payload, ref(a.site, a), '/coming-soon'))?.title).toBe('Secret draft')
    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: 'Unpublished edit' },
      draft: true,
      context: quiet,
    })
    expect((await loadPage(payload, ref(a.site, a), '/coming-soon'))?.title).toBe('Secret draft')
  })

  it('puts /pages/{slug} pages under /pages/', async () => {
    await page(a, { title: 'Capped price servicing', slug: 'capped-price-servicing', placement: 'pages' })
    expect((await loadPage(payload, ref(a.site, a), '/pages/capped-price-servicing'))?.title).toBe(
      'Capped price servicing',
    )
    expect(await loadPage(payload, ref(a.site, a), '/capped-price-servicing')).toBeNull()
  })

  it('refuses a built-in address, a bad slug and a second page at a path on the same site', async () => {
    expect(await refusal(page(a, { title: 'Search', slug: 'search' }))).toMatch(/built-in address/)
    await expect(page(a, { title: 'Bad', slug: 'Bad Slug!!', placement: 'pages' })).resolves.toMatchObject({
      slug: 'bad-slug',
      path: '/pages/bad-slug',
    })
    expect(await refusal(page(a, { title: 'About again', slug: 'about-us' }))).toMatch(/already uses \/about-us/)
    expect(await refusal(page(a, { title: 'Careers twice', slug: 'careers', sites: [a2.id] }))).toMatch(
      /already uses \/careers/,
    )
  })

  it("drops another tenant's picture forged into a hero", async () => {
    const theirs = await payload.create({
      collection: 'media',
      data: { tenant: b.tenant.id, alt: 'Bravo photo' },
      file: { data: PNG, mimetype: 'image/png', name: `pages-bravo-${Date.now()}.png`, size: PNG.length },
      context: quiet,
    })
    const mine = await page(a, {
      title: 'Hero page',
      slug: 'hero-page',
      layout: [{ blockType: 'hero', heading: 'Hi' }],
    })
    await payload.db.updateOne({
      collection: 'pages',
      id: mine.id,
      data: { layout: [{ id: '65f0c0ffee0000000000abcd', blockType: 'hero', heading: 'Hi', image: theirs.id }] },
      req: {} as never,
    })
    const view = await loadPage(payload, ref(a.site, a), '/hero-page')
    expect(view?.blocks[0]).toMatchObject({ blockType: 'hero', heading: 'Hi', image: null })
  })
})

describe('offers', () => {
  it('refuses an offer that expires before it starts', async () => {
    expect(
      await refusal(
        offer(a, { title: 'Backwards', starts_at: '2026-06-10T00:00:00Z', expires_at: '2026-06-01T00:00:00Z' }),
      ),
    ).toMatch(/expire after it starts/)
  })

  it("loads the site's offers only: not another tenant's, not one limited to another site", async () => {
    await offer(a, { title: 'Only on site two', sites: [a2.id] })
    const onA = (await loadOffers(payload, offersRefOf(a.site, a))).map((o) => o.title)
    expect(onA).toContain('Alpha offer')
    expect(onA).not.toContain('Only on site two')
    expect(onA).not.toContain('Bravo offer')
    expect((await loadOffers(payload, offersRefOf(a2, a))).map((o) => o.title)).toContain('Only on site two')
  })

  it("keeps only the site's own cars on an offer, even when another tenant's car is forged in", async () => {
    const o = await offer(a, { title: 'Car-specific', cars: [a.cars[0]!.id] })
    await payload.db.updateOne({
      collection: 'offers',
      id: o.id,
      data: { cars: [a.cars[0]!.id, b.cars[0]!.id] },
      req: {} as never,
    })
    const view = (await loadOffers(payload, offersRefOf(a.site, a))).find((x) => x.title === 'Car-specific')
    expect(view?.cars.map((c) => c.name)).toEqual([a.cars[0]!.name])
  })
})

describe('the cache (a change, including a delete, shows at once)', () => {
  it('a page delete by staff expires the cached page', async () => {
    const p = await page(a, { title: 'Short-lived', slug: 'short-lived' }, true)
    expect((await getPage(ref(a.site, a), '/short-lived'))?.title).toBe('Short-lived')
    // Still cached: an edit that skips revalidation (as the seed's do) is not seen yet.
    await payload.update({ collection: 'pages', id: p.id, data: { title: 'Renamed quietly' }, context: quiet })
    expect((await getPage(ref(a.site, a), '/short-lived'))?.title).toBe('Short-lived')
    await payload.delete({ collection: 'pages', id: p.id, user: asUser(a.staff), overrideAccess: false })
    expect(await getPage(ref(a.site, a), '/short-lived')).toBeNull()
  })

  it('a page edit by staff expires the cached page', async () => {
    const p = await page(a, { title: 'Before', slug: 'edited' }, true)
    expect((await getPage(ref(a.site, a), '/edited'))?.title).toBe('Before')
    await payload.update({
      collection: 'pages',
      id: p.id,
      data: { title: 'After' },
      user: asUser(a.staff),
      overrideAccess: false,
    })
    expect((await getPage(ref(a.site, a), '/edited'))?.title).toBe('After')
  })

  it('an offer delete by staff expires the cached offers', async () => {
    const o = await payload.create({
      collection: 'offers',
      data: { tenant: a.tenant.id, title: 'Gone soon' },
      user: asUser(a.staff),
      overrideAccess: false,
    })
    expect((await getOffers(offersRefOf(a.site, a))).map((x) => x.title)).toContain('Gone soon')
    await payload.delete({ collection: 'offers', id: o.id, user: asUser(a.staff), overrideAccess: false })
    expect((await getOffers(offersRefOf(a.site, a))).map((x) => x.title)).not.toContain('Gone soon')
  })
})
