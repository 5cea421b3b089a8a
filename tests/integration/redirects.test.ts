import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { readSiteMapCache, writeSiteMapCache } from '@/cache/site-map-cache'
import { loadSiteMap } from '@/data/sites/loaders'
import { loadRedirectTables } from '@/data/sites/redirects'
import type { Redirect, Site } from '@/payload-types'
import { proxy } from '@/proxy'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/content.md "Add a redirect": redirects that staff manage, so a dealer moving from an old site keeps
// its links; applied for the site resolved from the Host; loops and cross-site targets refused.

let payload: Payload
let a: World
let b: World
let a2: Site

/** A custom address as @payloadcms/plugin-redirects stores it (collections/Redirects). */
const custom = (url: string) => ({ type: 'custom' as const, url })

const as = (w: World) => ({ user: asUser(w.staff), overrideAccess: false as const })

async function redirect(w: World, data: Partial<Redirect>) {
  return payload.create({ collection: 'redirects', data: { tenant: w.tenant.id, ...data } as never, ...as(w) })
}

/** Why a save was refused: the staff-facing messages are in the ValidationError's `data.errors`. */
async function refusal(save: Promise<unknown>): Promise<string> {
  const err = await save.then(
    () => null,
    (e: { message: string; data?: unknown }) => e,
  )
  expect(err, 'the save is refused').not.toBeNull()
  return JSON.stringify(err!.data ?? err!.message)
}

/** What the proxy answers a shopper's request (the host map loaded as /api/site-map serves it). */
async function visit(host: string, path: string) {
  writeSiteMapCache({ ...(await loadSiteMap(payload)), redirects: await loadRedirectTables(payload) })
  const res = await proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }))
  const location = res.headers.get('location')
  // a site path comes back absolute on the request's origin (Next wants absolute locations)
  const url = location ? new URL(location) : null
  return { status: res.status, location: url && url.host === host ? `${url.pathname}${url.search}` : location }
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'RedirAlpha', 0)
  b = await makeWorld(payload, 'RedirBravo', 0)
  a2 = await payload.create({
    collection: 'sites',
    data: {
      tenant: a.tenant.id,
      name: 'RedirAlpha Two',
      slug: `${a.slug}-two`,
      template: 'classic',
      dealerships: [a.dealership.id],
      domains: [{ domain: `two.${a.slug}.com.au` }],
    },
    context: { disableRevalidate: true },
  })
})

describe('the proxy answers a redirect for the site resolved from the Host', () => {
  beforeAll(async () => {
    await redirect(a, { from: '/Used-Vehicles/index.php', to: custom('/search/used-cars'), type: '301' })
    await redirect(a, { from: '/eofy-2025', to: custom('/special-offers'), type: '302', sites: [a2.id] })
    await redirect(a, { from: '/brochure', to: custom('https://www.toyota.com.au/brochures') })
  })

  it('301 from an old link, whatever its case and final slash, keeping the query', async () => {
    expect(await visit(siteHost(a.slug), '/used-vehicles/INDEX.php/?utm_source=mail')).toEqual({
      status: 301,
      location: '/search/used-cars?utm_source=mail',
    })
  })

  it('302 on the one site it is limited to, and not on the tenant’s other site', async () => {
    expect(await visit(`two.${a.slug}.com.au`, '/eofy-2025')).toEqual({ status: 302, location: '/special-offers' })
    expect((await visit(siteHost(a.slug), '/eofy-2025')).location).toBeNull()
  })

  it('to an outside https:// address', async () => {
    expect(await visit(siteHost(a.slug), '/brochure')).toEqual({
      status: 301,
      location: 'https://www.toyota.com.au/brochures',
    })
  })

  it("crossing the wall: tenant A's redirect does nothing on tenant B's host", async () => {
    const res = await visit(siteHost(b.slug), '/used-vehicles/index.php')
    expect(res.location).toBeNull()
    expect(res.status).toBe(200) // rewritten to B's own pages (a 404 page there)
  })

  // Security: "an editor's redirect /my-garage → https://evil.example/phish took over the page". One
  // stored before the rule (written straight to the database, past validation) is ignored.
  it('a stored redirect from a built-in page is ignored: the page answers', async () => {
    await payload.db.create({
      collection: 'redirects',
      data: { tenant: a.tenant.id, from: '/my-garage', to: custom('https://evil.example/phish'), type: '302' },
    })
    expect(await visit(siteHost(a.slug), '/my-garage')).toEqual({ status: 200, location: null })
    expect(await visit(siteHost(a.slug), '/My-Garage/')).toEqual({ status: 200, location: null })
  })

  it('an address without a redirect is rewritten to the site as before', async () => {
    const res = await visit(siteHost(a.slug), '/about-us')
    expect(res).toEqual({ status: 200, location: null })
  })
})

describe('validation refuses what would break a site', () => {
  it('a redirect to itself', async () => {
    expect(await refusal(redirect(a, { from: '/loop-self', to: custom('/Loop-Self/') }))).toContain(
      'This redirect would loop: /loop-self → /loop-self.',
    )
  })

  it('a loop through the site’s other redirects, including one written as the site’s own https address', async () => {
    const sites = [a.site.id]
    await redirect(a, { from: '/one', to: custom('/two'), sites })
    await redirect(a, { from: '/two', to: custom(`https://www.${a.slug}.com.au/three`), sites })
    expect(await refusal(redirect(a, { from: '/three', to: custom('/one'), sites }))).toContain(
      'This redirect would loop: /three → /one → /two → /three.',
    )
  })

  it('an edit that closes a loop', async () => {
    const first = await redirect(a, { from: '/edit-a', to: custom('/edit-b') })
    const second = await redirect(a, { from: '/edit-b', to: custom('/edit-c') })
    expect(first.id).toBeDefined()
    expect(
      await refusal(
        payload.update({ collection: 'redirects', id: second.id, data: { to: custom('/edit-a') }, ...as(a) }),
      ),
    ).toContain('This redirect would loop: /edit-b → /edit-a → /edit-b.')
  })

  it("a target on another tenant's site", async () => {
    expect(
      await refusal(redirect(a, { from: '/poach', to: custom(`https://www.${b.slug}.com.au/search/used-cars`) })),
    ).toContain(`${b.slug}.com.au is another site on this platform.`)
  })

  it("a tenant-wide redirect to one of the tenant's own sites (it would leave the other)", async () => {
    expect(await refusal(redirect(a, { from: '/to-two', to: custom(`https://two.${a.slug}.com.au/x`) }))).toContain(
      `two.${a.slug}.com.au is another site on this platform.`,
    )
    // limited to that site it is the site's own address
    const ok = await redirect(a, { from: '/to-two', to: custom(`https://two.${a.slug}.com.au/x`), sites: [a2.id] })
    expect(ok.id).toBeDefined()
  })

  it("naming another tenant's site", async () => {
    expect(
      await refusal(
        payload.create({
          collection: 'redirects',
          data: { tenant: a.tenant.id, from: '/forged', to: custom('/x'), type: '301', sites: [b.site.id] },
          overrideAccess: true,
        }),
      ),
    ).toContain('Choose sites of this tenant only.')
  })

  it('two redirects from one path on one site', async () => {
    await redirect(a, { from: '/twice', to: custom('/x') })
    expect(await refusal(redirect(a, { from: '/TWICE/', to: custom('/y') }))).toContain(
      'Another redirect already starts from /twice on the same site.',
    )
  })

  it.each([
    ['/api/enquiries', '/x', '/api/enquiries belongs to the platform'],
    ['/my-garage', 'https://evil.example/phish', '/my-garage is a page of the site itself and cannot be redirected.'],
    ['/Sign-In', '/x', '/sign-in is a page of the site itself and cannot be redirected.'],
    ['/cars/any-car/checkout', '/x', '/cars/any-car/checkout is a page of the site itself'],
    ['/', '/x', 'The home page cannot be redirected.'],
    ['/ok', 'javascript:alert(1)', 'Start with / (a page of this site) or https://'],
    ['/ok', 'http://insecure.example.com/', 'Start with / (a page of this site) or https://'],
    ['/ok', '//evil.example', 'Start with / (a page of this site) or https://'],
  ])('from %s to %s', async (from, to, message) => {
    expect(await refusal(redirect(a, { from, to: custom(to) }))).toContain(message)
  })
})

// Security: "off-site targets need the tenant-admin role".
describe('an editor keeps visitors on the site', () => {
  let editor: ReturnType<typeof asUser>
  const asEditor = () => ({ user: editor, overrideAccess: false as const })
  const save = (data: Partial<Redirect>) =>
    payload.create({ collection: 'redirects', data: { tenant: a.tenant.id, ...data } as never, ...asEditor() })
  beforeAll(async () => {
    editor = asUser(
      await payload.create({
        collection: 'users',
        data: {
          email: `editor@${a.slug}.test`,
          password: 'correct-horse-battery',
          role: 'editor',
          tenants: [{ tenant: a.tenant.id }],
        },
      }),
    )
  })

  it('refuses an editor’s redirect to another website, with a readable message', async () => {
    expect(await refusal(save({ from: '/phish', to: custom('https://evil.example/phish') }))).toContain(
      'Only a tenant admin can send visitors to another website.',
    )
  })

  it('refuses an editor’s change of a redirect to another website', async () => {
    const local = await save({ from: '/editor-local', to: custom('/search/used-cars') })
    expect(
      await refusal(
        payload.update({
          collection: 'redirects',
          id: local.id,
          data: { to: custom('https://evil.example/phish') },
          ...asEditor(),
        }),
      ),
    ).toContain('Only a tenant admin can send visitors to another website.')
  })

  it('lets an editor redirect to a page of the site, also written as the site’s own https address', async () => {
    await expect(save({ from: '/editor-path', to: custom('/special-offers') })).resolves.toMatchObject({
      to: custom('/special-offers'),
    })
    const own = `https://${siteHost(a.slug)}/finance`
    await expect(save({ from: '/editor-own-host', to: custom(own), sites: [a.site.id] })).resolves.toMatchObject({
      to: custom(own),
    })
  })

  it('lets a tenant admin redirect to another website', async () => {
    await expect(
      redirect(a, { from: '/admin-brochure', to: custom('https://www.toyota.com.au/x') }),
    ).resolves.toMatchObject({
      to: custom('https://www.toyota.com.au/x'),
    })
  })
})

describe('the wall between tenants (staff through the access rules)', () => {
  let theirs: Redirect
  beforeAll(async () => {
    theirs = await redirect(b, { from: '/bravo-private', to: custom('/x') })
  })

  it("lists only the staff member's own tenant's redirects", async () => {
    const { docs } = await payload.find({ collection: 'redirects', limit: 100, depth: 0, ...as(a) })
    expect(docs.length).toBeGreaterThan(0)
    expect(new Set(docs.map((d) => d.tenant))).toEqual(new Set([a.tenant.id]))
  })

  it("cannot open, change or delete another tenant's redirect", async () => {
    await expect(payload.findByID({ collection: 'redirects', id: theirs.id, ...as(a) })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'redirects', id: theirs.id, data: { to: custom('/hijack') }, ...as(a) }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'redirects', id: theirs.id, ...as(a) })).rejects.toThrow()
    const still = await payload.findByID({ collection: 'redirects', id: theirs.id })
    expect(still.to?.url).toBe('/x')
  })

  it('anonymous callers cannot read redirects', async () => {
    await expect(payload.find({ collection: 'redirects', overrideAccess: false })).rejects.toThrow()
  })
})

describe('an edit or a delete applies at once', () => {
  beforeEach(() => writeSiteMapCache({ domains: {}, slugs: [] }))

  it("a save or a delete by staff drops this process's host map, so the proxy reloads it", async () => {
    const r = await redirect(a, { from: '/short-lived', to: custom('/x') })
    expect(readSiteMapCache()).toBeUndefined()
    writeSiteMapCache({ domains: {}, slugs: [] })
    await payload.delete({ collection: 'redirects', id: r.id, ...as(a) })
    expect(readSiteMapCache()).toBeUndefined()
    expect((await visit(siteHost(a.slug), '/short-lived')).location).toBeNull()
  })
})
