import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as rest from '@/app/(payload)/api/[...slug]/route'
import type { Site } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// docs/features/content.md "Pages": the SEO tab is @payloadcms/plugin-seo's `meta` group; its "generate" buttons fill
// in the defaults each site adds (the page title, the site's tagline, the first picture, the page's
// address on its site), and the stored fields stay `meta.title`, `meta.description`, `meta.image`.

const quiet = { disableRevalidate: true }
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

let payload: Payload
let a: World
let b: World
let a2: Site
const tokens = new Map<World, string>()

async function media(w: World, alt: string) {
  return payload.create({
    collection: 'media',
    data: { tenant: w.tenant.id, alt },
    file: { data: PNG, mimetype: 'image/png', name: `seo-${alt}-${Date.now()}.png`, size: PNG.length },
    context: quiet,
  })
}

/** What the admin's "generate" button asks (POST /api/plugin-seo/generate-{what}), as `w`'s staff member. */
async function generate(w: World, what: 'title' | 'description' | 'url' | 'image', doc: Record<string, unknown>) {
  const body = JSON.stringify({ collectionSlug: 'pages', doc })
  const request = new Request(`http://localhost/api/plugin-seo/generate-${what}`, {
    method: 'POST',
    headers: {
      host: 'localhost',
      authorization: `JWT ${tokens.get(w)}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  })
  const res = await rest.POST(request, { params: Promise.resolve({ slug: ['plugin-seo', `generate-${what}`] }) })
  expect(res.status).toBe(200)
  return ((await res.json()) as { result: unknown }).result
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'SeoAlpha', 0)
  b = await makeWorld(payload, 'SeoBravo', 0)
  await payload.update({
    collection: 'sites',
    id: a.site.id,
    data: { settings: { tagline: 'Alpha: the harbour’s Toyota dealer' } },
    context: quiet,
  })
  await payload.update({
    collection: 'sites',
    id: b.site.id,
    data: { settings: { tagline: 'Bravo secret tagline' } },
    context: quiet,
  })
  a2 = await payload.create({
    collection: 'sites',
    data: {
      tenant: a.tenant.id,
      name: 'SeoAlpha Two',
      slug: `${a.slug}-two`,
      template: 'classic',
      dealerships: [a.dealership.id],
      domains: [{ domain: `two.${a.slug}.com.au` }],
      settings: { tagline: 'Alpha Two: utes and vans' },
    },
    context: quiet,
  })
  for (const w of [a, b]) {
    const login = await payload.login({
      collection: 'users',
      data: { email: w.staff.email, password: 'correct-horse-battery' },
    })
    tokens.set(w, login.token!)
  }
})

describe('the plugin is wired to Pages', () => {
  it('keeps the stored shape: meta.title, meta.description and meta.image', async () => {
    const image = await media(a, 'share')
    const page = await payload.create({
      collection: 'pages',
      data: {
        tenant: a.tenant.id,
        title: 'Service specials',
        slug: 'service-specials',
        placement: 'top',
        _status: 'published',
        meta: { title: 'Service specials this winter', description: 'Half-price logbook services.', image: image.id },
      } as never,
      context: quiet,
    })
    const read = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect(read.meta).toEqual({
      title: 'Service specials this winter',
      description: 'Half-price logbook services.',
      image: image.id,
    })
  })

  it('adds its generate endpoints, which answer signed-in staff only', async () => {
    const paths = payload.config.endpoints.map((e) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['/plugin-seo/generate-title', '/plugin-seo/generate-url']))
    const anonymous = await rest.POST(
      new Request('http://localhost/api/plugin-seo/generate-title', {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': '2' },
        body: '{}',
      }),
      { params: Promise.resolve({ slug: ['plugin-seo', 'generate-title'] }) },
    )
    expect(anonymous.status).toBe(401)
  })

  it("refuses another tenant's picture as the share image (the upload wall, src/fields/tenant-media.ts)", async () => {
    const theirs = await media(b, 'bravo')
    await expect(
      payload.create({
        collection: 'pages',
        data: {
          tenant: a.tenant.id,
          title: 'Forged share image',
          slug: 'forged-share',
          placement: 'top',
          meta: { image: theirs.id },
        } as never,
        context: quiet,
      }),
    ).rejects.toThrow()
  })

  it('keeps a description to 300 characters', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: {
          tenant: a.tenant.id,
          title: 'Long',
          slug: 'long-meta',
          placement: 'top',
          meta: { description: 'x'.repeat(301) },
        } as never,
        context: quiet,
      }),
    ).rejects.toThrow()
  })
})

describe("generate fills in the site's defaults", () => {
  it('the title: the page title (the site adds "| {site name}")', async () => {
    expect(await generate(a, 'title', { tenant: a.tenant.id, title: '  About SeoAlpha  ' })).toBe('About SeoAlpha')
  })

  it('the description: the tagline of the site the page serves', async () => {
    expect(await generate(a, 'description', { tenant: a.tenant.id, title: 'x' })).toBe(
      'Alpha: the harbour’s Toyota dealer',
    )
    expect(await generate(a, 'description', { tenant: a.tenant.id, title: 'x', sites: [a2.id] })).toBe(
      'Alpha Two: utes and vans',
    )
  })

  it("the URL: the page's address on its site, from the slug and placement being edited", async () => {
    // URLs the platform writes use the site's primary domain, else its first (docs/features/security.md "Security")
    const site = await payload.findByID({ collection: 'sites', id: a.site.id, depth: 0 })
    const host = site.primary_domain || site.domains?.[0]?.domain
    expect(host).toContain(a.slug)
    expect(await generate(a, 'url', { tenant: a.tenant.id, slug: 'about-us', placement: 'top' })).toBe(
      `https://${host}/about-us`,
    )
    expect(await generate(a, 'url', { tenant: a.tenant.id, slug: 'eofy', placement: 'pages', sites: [a2.id] })).toBe(
      `https://two.${a.slug}.com.au/pages/eofy`,
    )
  })

  it('the image: the first picture among the content blocks', async () => {
    const hero = await media(a, 'hero')
    const layout = [{ blockType: 'richText' }, { blockType: 'hero', heading: 'Hi', image: hero.id }]
    expect(await generate(a, 'image', { tenant: a.tenant.id, layout })).toBe(hero.id)
    expect(await generate(a, 'image', { tenant: a.tenant.id, layout: [] })).toBe('')
  })

  it("crossing the wall: a form naming another tenant gets nothing of that tenant's sites", async () => {
    expect(await generate(a, 'description', { tenant: b.tenant.id, title: 'x' })).toBe('')
    expect(await generate(a, 'url', { tenant: b.tenant.id, slug: 'about-us' })).toBe('')
  })
})
