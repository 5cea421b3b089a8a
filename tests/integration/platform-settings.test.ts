import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadSite } from '@/data/sites'
import type { User } from '@/payload-types'

import { testPayload } from './helpers/payload'
import { asUser, makeWorld, type World } from './helpers/world'

let payload: Payload
let a: World
let admin: User

const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Platform', 0)
  admin = await payload.create({
    collection: 'users',
    data: { email: `root-${a.slug}@forecourt.test`, password: 'correct-horse-battery', role: 'super-admin' },
    context: quiet,
  })
})

// Issue 14 §5: "a platform-settings global that super-admins edit".
describe('who may read and edit the platform settings', () => {
  it('dealer staff can neither read nor change them', async () => {
    const staff = { user: asUser(a.staff), overrideAccess: false as const }
    await expect(payload.findGlobal({ slug: 'platform-settings', ...staff })).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'platform-settings', data: { no_price_text: 'Hijacked' }, ...staff }),
    ).rejects.toThrow()
  })

  it('an anonymous caller can neither read nor change them', async () => {
    await expect(payload.findGlobal({ slug: 'platform-settings', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'platform-settings', data: { no_price_text: 'Hijacked' }, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('a super-admin edits them; a malformed analytics id is refused', async () => {
    const root = { user: asUser(admin), overrideAccess: false as const }
    const saved = await payload.updateGlobal({
      slug: 'platform-settings',
      data: { no_price_text: 'Ask us for a price', tag_id: 'G-PLATFORM1' },
      ...root,
      context: quiet,
    })
    expect(saved.no_price_text).toBe('Ask us for a price')
    await expect(
      payload.updateGlobal({ slug: 'platform-settings', data: { tag_id: 'not a tag' }, ...root, context: quiet }),
    ).rejects.toThrow()
  })
})

// Issue 14 §5: "defaults that every site inherits unless it overrides them … Sites read the merged
// value through one helper."
describe('sites read the merged value', () => {
  it('a site with no text of its own shows the platform’s; a site with its own keeps it', async () => {
    await payload.updateGlobal({
      slug: 'platform-settings',
      data: { no_price_text: 'Ask us for a price', new_tag_name: 'JUST IN', tag_id: 'G-PLATFORM1' },
      context: quiet,
    })
    await payload.update({
      collection: 'sites',
      id: a.site.id,
      data: { settings: { no_price_text: '', new_tag_name: 'FRESH', tag_id: '' } },
      context: quiet,
    })
    const inherited = await loadSite(payload, a.slug)
    expect(inherited!.settings).toMatchObject({
      no_price_text: 'Ask us for a price',
      new_tag_name: 'FRESH',
      tag_id: 'G-PLATFORM1',
    })

    await payload.update({
      collection: 'sites',
      id: a.site.id,
      data: { settings: { no_price_text: 'Call for price' } },
      context: quiet,
    })
    expect((await loadSite(payload, a.slug))!.settings.no_price_text).toBe('Call for price')
  })

  it('a new site stores no text of its own, so it inherits', async () => {
    const site = await payload.create({
      collection: 'sites',
      data: {
        tenant: a.tenant.id,
        name: 'Fresh',
        slug: `${a.slug}-fresh`,
        template: 'classic',
        dealerships: [a.dealership.id],
      },
      context: quiet,
    })
    expect(site.settings?.no_price_text ?? null).toBeNull()
    expect((await loadSite(payload, site.slug))!.settings.no_price_text).toBe('Ask us for a price')
  })
})
