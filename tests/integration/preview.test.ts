import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadPage } from '@/data/content/pages'
import { loadPreview } from '@/data/sites/preview'
import type { Page, Post, User } from '@/payload-types'
import { previewLinkEndpoint } from '@collections/hooks/preview-link'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/content.md "Add a page", "Preview": drafts, versions and live preview on the staff member's own site.
// Staff sign in on the admin host, so the admin hands the site a signed, short-lived link to the
// draft.

const quiet = { disableRevalidate: true }
let payload: Payload
let a: World
let b: World
let live: Page
let post: Post
let limited: Page
let a2Id: number | string

const ref = (w: World, id: number | string = w.site.id) => ({ id, tenantId: w.tenant.id })

/** GET /api/{collection}/{id}/preview-link as this staff member (the endpoint's own handler). */
async function linkOf(collection: 'pages' | 'posts', id: number | string, user: User | null) {
  const req = await createLocalReq({ user: user ? (asUser(user) as never) : undefined }, payload)
  req.routeParams = { id: String(id) }
  Object.defineProperty(req, 'headers', { value: new Headers({ host: 'admin.forecourt.test' }) })
  const res = await previewLinkEndpoint(collection).handler(req)
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string } }
}
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams)

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'PreviewAlpha', 0)
  b = await makeWorld(payload, 'PreviewBravo', 0)
  const base = { tenant: a.tenant.id, placement: 'top', _status: 'published' }
  live = await payload.create({
    collection: 'pages',
    data: { ...base, title: 'Published words', slug: 'about-us' } as never,
    context: quiet,
  })
  // Staff edit it as a draft: the site keeps the published words; the preview shows the draft.
  await payload.update({
    collection: 'pages',
    id: live.id,
    data: { title: 'Draft words' },
    draft: true,
    context: quiet,
  })
  post = await payload.create({
    collection: 'posts',
    data: {
      tenant: a.tenant.id,
      title: 'A post not yet out',
      _status: 'draft',
      published_at: '2026-06-01T00:00:00Z',
    } as never,
    draft: true,
    context: quiet,
  })
  const a2 = await payload.create({
    collection: 'sites',
    data: {
      tenant: a.tenant.id,
      name: 'Alpha Two',
      slug: `${a.slug}-two`,
      template: 'classic',
      dealerships: [a.dealership.id],
      domains: [{ domain: `two.${a.slug}.com.au` }],
    },
    context: quiet,
  })
  a2Id = a2.id
  limited = await payload.create({
    collection: 'pages',
    data: { ...base, _status: 'draft', title: 'Only on site two', slug: 'site-two-only', sites: [a2.id] } as never,
    draft: true,
    context: quiet,
  })
})

describe('the staff member gets a signed link on their own site', () => {
  it("links to the draft on the tenant's site, and the site shows the draft, not the published words", async () => {
    const { status, body } = await linkOf('pages', live.id, a.staff)
    expect(status).toBe(200)
    const url = new URL(body.url!)
    // The site's own domain (stored without `www.`: tenants/resolve-host normalises it).
    expect(url.origin.replace('://www.', '://')).toBe(`https://${siteHost(a.slug).replace(/^www\./, '')}`)
    expect(url.pathname).toBe('/preview')
    const shown = await loadPreview(payload, ref(a), paramsOf(body.url!))
    expect(shown).toMatchObject({ ok: true, kind: 'page', page: { title: 'Draft words', path: '/about-us' } })
    expect((await loadPage(payload, ref(a), '/about-us'))?.title).toBe('Published words')
  })

  it('shows a draft blog post the same way', async () => {
    const { body } = await linkOf('posts', post.id, a.staff)
    expect(await loadPreview(payload, ref(a), paramsOf(body.url!))).toMatchObject({
      ok: true,
      kind: 'post',
      post: { title: 'A post not yet out' },
    })
  })

  it('a page limited to one site is previewed on that site, and only there', async () => {
    const { body } = await linkOf('pages', limited.id, a.staff)
    expect(new URL(body.url!).host).toBe(`two.${a.slug}.com.au`)
    expect((await loadPreview(payload, ref(a, a2Id), paramsOf(body.url!))).ok).toBe(true)
    expect(await loadPreview(payload, ref(a), paramsOf(body.url!))).toEqual({ ok: false, reason: 'not-found' })
  })

  it('no link without signing in', async () => {
    expect((await linkOf('pages', live.id, null)).status).toBe(401)
  })
})

describe('the draft is visible only with a valid link', () => {
  it('no link, a forged one or an expired one shows nothing', async () => {
    const { body } = await linkOf('pages', live.id, a.staff)
    const params = paramsOf(body.url!)
    expect(await loadPreview(payload, ref(a), {})).toEqual({ ok: false, reason: 'malformed' })
    expect(await loadPreview(payload, ref(a), { ...params, id: String(limited.id) })).toEqual({
      ok: false,
      reason: 'forged',
    })
    const later = (Number(params.exp) + 1) * 1000
    expect(await loadPreview(payload, ref(a), params, later)).toEqual({ ok: false, reason: 'expired' })
  })
})

describe('crossing the wall', () => {
  it("tenant A's link shows nothing on tenant B's site", async () => {
    const { body } = await linkOf('pages', live.id, a.staff)
    expect(await loadPreview(payload, ref(b), paramsOf(body.url!))).toEqual({ ok: false, reason: 'not-found' })
  })

  it("staff of B cannot get a link to A's draft (404, as for a missing page)", async () => {
    expect((await linkOf('pages', live.id, b.staff)).status).toBe(404)
    expect((await linkOf('posts', post.id, b.staff)).status).toBe(404)
  })
})
