import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { writeSiteMapCache } from '@/cache/site-map-cache'
import { loadSiteMap } from '@/data/sites/loaders'
import { loadRedirectTables } from '@/data/sites/redirects'
import type { Page, Redirect, Site } from '@/payload-types'
import { proxy } from '@/proxy'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/content.md "Add a redirect": redirects are @payloadcms/plugin-redirects' collection, with the product's
// rules as overrides. These fail when that wiring breaks: the plugin's `to` group (a page or an
// address) and `type`, `from` per tenant rather than platform-unique, a page target followed by the
// proxy, and the walls kept on a page target.

let payload: Payload
let a: World
let b: World
let a2: Site

const as = (w: World) => ({ user: asUser(w.staff), overrideAccess: false as const })
const toPage = (page: Page) => ({
  type: 'reference' as const,
  reference: { relationTo: 'pages' as const, value: page.id },
})

async function redirect(w: World, data: Partial<Redirect>) {
  return payload.create({ collection: 'redirects', data: { tenant: w.tenant.id, ...data } as never, ...as(w) })
}

async function page(w: World, slug: string, data: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'pages',
    data: { tenant: w.tenant.id, title: slug, slug, placement: 'top', _status: 'published', ...data } as never,
    context: { disableRevalidate: true },
  })
}

async function refusal(save: Promise<unknown>): Promise<string> {
  const err = await save.then(
    () => null,
    (e: { message: string; data?: unknown }) => e,
  )
  expect(err, 'the save is refused').not.toBeNull()
  return JSON.stringify(err!.data ?? err!.message)
}

async function visit(host: string, path: string) {
  writeSiteMapCache({ ...(await loadSiteMap(payload)), redirects: await loadRedirectTables(payload) })
  const res = await proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }))
  const location = res.headers.get('location')
  const url = location ? new URL(location) : null
  return { status: res.status, location: url && url.host === host ? `${url.pathname}${url.search}` : location }
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'PlugAlpha', 0)
  b = await makeWorld(payload, 'PlugBravo', 0)
  a2 = await payload.create({
    collection: 'sites',
    data: {
      tenant: a.tenant.id,
      name: 'PlugAlpha Two',
      slug: `${a.slug}-two`,
      template: 'classic',
      dealerships: [a.dealership.id],
      domains: [{ domain: `two.${a.slug}.com.au` }],
    },
    context: { disableRevalidate: true },
  })
})

describe("the collection is the plugin's", () => {
  it('has the plugin fields: from, to (reference to pages, or url), type 301 or 302; and our tenant and sites', () => {
    const fields = payload.collections.redirects.config.flattenedFields
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]))
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(['tenant', 'from', 'to', 'type', 'sites']))
    const to = byName.to as { flattenedFields: { name: string; relationTo?: unknown }[] }
    expect(to.flattenedFields.map((f) => f.name)).toEqual(['type', 'reference', 'url'])
    expect(to.flattenedFields.find((f) => f.name === 'reference')?.relationTo).toEqual(['pages'])
    expect((byName.type as { options: { value: string }[] }).options.map((o) => o.value)).toEqual(['301', '302'])
  })

  it('stores a redirect in its shape', async () => {
    const r = await redirect(a, { from: '/Old-Shape', to: { type: 'custom', url: ' /special-offers ' }, type: '302' })
    const read = await payload.findByID({ collection: 'redirects', id: r.id, depth: 0 })
    expect(read).toMatchObject({ from: '/Old-Shape', to: { type: 'custom', url: '/special-offers' }, type: '302' })
  })

  it("lets two tenants redirect the same path (the plugin's platform-wide unique `from` is off)", async () => {
    await redirect(a, { from: '/shared-old-path', to: { type: 'custom', url: '/x' } })
    await expect(redirect(b, { from: '/shared-old-path', to: { type: 'custom', url: '/y' } })).resolves.toMatchObject({
      from: '/shared-old-path',
    })
  })

  // docs/features/security.md "Security": "Never from the site's own pages".
  it('refuses a built-in route, also with a page as the target', async () => {
    const about = await page(a, 'plug-about-builtin')
    expect(await refusal(redirect(a, { from: '/Sign-In/', to: toPage(about) }))).toContain(
      '/sign-in is a page of the site itself and cannot be redirected.',
    )
  })

  it('is shut to anonymous readers (the plugin would make it public)', async () => {
    await expect(payload.find({ collection: 'redirects', overrideAccess: false })).rejects.toThrow()
  })
})

describe('a redirect to a page of the tenant', () => {
  it('sends visitors to the page, and follows the page to its new address', async () => {
    const target = await page(a, 'plug-new-home')
    await redirect(a, { from: '/old-home.html', to: toPage(target) })
    expect(await visit(siteHost(a.slug), '/old-home.html')).toEqual({ status: 301, location: '/plug-new-home' })
    await payload.update({
      collection: 'pages',
      id: target.id,
      data: { placement: 'pages' },
      context: { disableRevalidate: true },
    })
    expect(await visit(siteHost(a.slug), '/old-home.html')).toEqual({ status: 301, location: '/pages/plug-new-home' })
  })

  it('does nothing until the page is published', async () => {
    const draft = await page(a, 'plug-draft', { _status: 'draft' })
    await redirect(a, { from: '/old-draft', to: toPage(draft) })
    expect((await visit(siteHost(a.slug), '/old-draft')).location).toBeNull()
  })

  it("refuses another tenant's page", async () => {
    const theirs = await page(b, 'plug-bravo-page')
    expect(await refusal(redirect(a, { from: '/poach-page', to: toPage(theirs) }))).toContain(
      'Choose a page of this tenant.',
    )
  })

  it("refuses a page one of the redirect's sites does not show", async () => {
    const onTwo = await page(a, 'plug-only-two', { sites: [a2.id] })
    expect(await refusal(redirect(a, { from: '/old-two', to: toPage(onTwo) }))).toContain(
      `This page is not shown on ${a.slug}.`,
    )
    await expect(redirect(a, { from: '/old-two', to: toPage(onTwo), sites: [a2.id] })).resolves.toBeDefined()
    expect(await visit(`two.${a.slug}.com.au`, '/old-two')).toEqual({ status: 301, location: '/plug-only-two' })
  })

  it('a deleted page takes its target with it: the redirect stays, and does nothing', async () => {
    const gone = await page(a, 'plug-gone')
    const r = await redirect(a, { from: '/old-gone', to: toPage(gone) })
    expect((await visit(siteHost(a.slug), '/old-gone')).location).toBe('/plug-gone')
    await payload.delete({ collection: 'pages', id: gone.id, context: { disableRevalidate: true } })
    const kept = await payload.findByID({ collection: 'redirects', id: r.id, depth: 0 })
    expect(kept.to?.reference ?? null).toBeNull()
    expect((await visit(siteHost(a.slug), '/old-gone')).location).toBeNull()
  })

  it("counts a page's path in a loop", async () => {
    const looping = await page(a, 'plug-loop-page')
    await redirect(a, { from: '/plug-loop-page', to: { type: 'custom', url: '/plug-loop-start' } })
    expect(await refusal(redirect(a, { from: '/plug-loop-start', to: toPage(looping) }))).toContain(
      'This redirect would loop: /plug-loop-start → /plug-loop-page → /plug-loop-start.',
    )
  })
})
