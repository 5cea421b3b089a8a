import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { tenantLogo } from '@/data/admin/branding'
import type { Media, User } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// docs/staff-guide.md "Branding, staff invitations and password reset": the admin carries Forecourt's name and
// logo, and the tenant's logo in the navigation: the navigation shows the signed-in staff member's
// own dealer logo, never another tenant's.
let payload: Payload
let a: World
let b: World
let logoA: Media
let logoB: Media
const ctx = { disableRevalidate: true }

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const upload = (world: World) =>
  payload.create({
    collection: 'media',
    data: { tenant: world.tenant.id, alt: `${world.slug} logo` },
    file: { data: PNG, mimetype: 'image/png', name: `brand-${world.slug}.png`, size: PNG.length },
    context: ctx,
  })
const setSiteLogo = (world: World, logo: Media | null) =>
  payload.update({ collection: 'sites', id: world.site.id, data: { logo: logo?.id ?? null }, context: ctx })

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Branda', 0)
  b = await makeWorld(payload, 'Brandb', 0)
  logoA = await upload(a)
  logoB = await upload(b)
})

afterAll(async () => {
  for (const m of [logoA, logoB])
    if (m) await payload.delete({ collection: 'media', id: m.id, context: ctx }).catch(() => undefined)
})

describe('the tenant logo in the admin navigation', () => {
  it("shows the staff member's first tenant's site logo, its alt text the tenant's name", async () => {
    await setSiteLogo(a, logoA)
    const logo = await tenantLogo(payload, asUser(a.staff))
    expect(logo).toMatchObject({ url: logoA.url, alt: a.tenant.name })
  })

  it("never shows another tenant's picture, even when a site points at it", async () => {
    // The site's logo field refuses another tenant's media, so write past it, as old data or a bug might.
    await payload.db.updateOne({ collection: 'sites', id: a.site.id, data: { logo: logoB.id } })
    expect(await tenantLogo(payload, asUser(a.staff))).toBeNull()
    await setSiteLogo(b, logoB)
    expect((await tenantLogo(payload, asUser(b.staff)))?.url).toBe(logoB.url)
    await setSiteLogo(a, logoA)
  })

  it("falls back to the tenant's dealership logo, and shows nothing for a super-admin without a tenant", async () => {
    await setSiteLogo(a, null)
    await payload.update({ collection: 'dealerships', id: a.dealership.id, data: { logo: logoA.id }, context: ctx })
    expect((await tenantLogo(payload, asUser(a.staff)))?.url).toBe(logoA.url)
    const root = (await payload.create({
      collection: 'users',
      data: { email: `root-${a.slug}@forecourt.test`, password: 'correct-horse-battery', role: 'super-admin' },
      context: ctx,
    })) as User
    expect(await tenantLogo(payload, asUser(root))).toBeNull()
  })
})
