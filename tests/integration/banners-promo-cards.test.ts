import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getHeaderBanners, getPromoCards, loadHeaderBanners, loadPromoCards } from '@/data/content/banners'
import { headerBannersFor, livePromoCard } from '@/domain/promo/banners'
import type { Media } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// A data cache that honours tags, as Next's does, so a test can see a delete expire it (helpers/tagged-cache.ts).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  ...(await import('../support/integration/tagged-cache')).taggedCache(),
}))

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const quiet = { disableRevalidate: true }

let payload: Payload
let a: World
let b: World
let pictureA: Media
let pictureB: Media

const as = (w: World) => ({ user: asUser(w.staff), overrideAccess: false as const })
const ref = (w: World) => ({ id: w.site.id, tenantId: w.tenant.id })
const picture = (w: World, name: string) =>
  payload.create({
    collection: 'media',
    data: { tenant: w.tenant.id, alt: name },
    file: { data: PNG, mimetype: 'image/png', name: `${name}-${Date.now()}.png`, size: PNG.length },
    context: quiet,
  })

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'BannerAlpha', 0)
  b = await makeWorld(payload, 'BannerBravo', 0)
  pictureA = await picture(a, 'banner-alpha')
  pictureB = await picture(b, 'banner-bravo')
  await payload.create({
    collection: 'banners',
    data: { tenant: a.tenant.id, name: 'Alpha used', image: pictureA.id, alt: 'Used car sale', display: ['used'] },
    ...as(a),
  })
  await payload.create({
    collection: 'banners',
    data: { tenant: b.tenant.id, name: 'Bravo all', image: pictureB.id, alt: 'Bravo banner' },
    ...as(b),
  })
  await payload.create({
    collection: 'promo-cards',
    data: { tenant: b.tenant.id, title: 'Bravo wants your car', link: '/sell-my-car', link_label: 'Sell it' },
    ...as(b),
  })
})

describe('the wall between tenants (staff through the access rules)', () => {
  it.each(['banners', 'promo-cards'] as const)("lists only the staff member's own %s", async (collection) => {
    const { docs } = await payload.find({ collection, limit: 100, depth: 0, ...as(b) })
    expect(docs.length).toBeGreaterThan(0)
    expect(new Set(docs.map((d) => d.tenant))).toEqual(new Set([b.tenant.id]))
  })

  it.each(['banners', 'promo-cards'] as const)(
    "cannot open, change or delete another tenant's %s",
    async (collection) => {
      const { docs } = await payload.find({ collection, where: { tenant: { equals: b.tenant.id } }, limit: 1 })
      const theirs = docs[0]!
      await expect(payload.findByID({ collection, id: theirs.id, ...as(a) })).rejects.toThrow()
      await expect(
        payload.update({ collection, id: theirs.id, data: { alt: 'hijacked' } as never, ...as(a) }),
      ).rejects.toThrow()
      await expect(payload.delete({ collection, id: theirs.id, ...as(a) })).rejects.toThrow()
    },
  )

  it("a banner cannot use another tenant's picture", async () => {
    await expect(
      payload.create({
        collection: 'banners',
        data: { tenant: a.tenant.id, name: 'Forged', image: pictureB.id, alt: 'x' },
        ...as(a),
      }),
    ).rejects.toThrow()
  })

  it("crossing the wall: a site's loaders return only its own tenant's banners and cards", async () => {
    expect((await loadHeaderBanners(payload, ref(a))).map((x) => x.alt)).toEqual(['Used car sale'])
    expect(await loadPromoCards(payload, ref(a))).toEqual([])
    // the loaders filter by the tenant of the site resolved from the Host, never by a request parameter
    expect((await loadPromoCards(payload, ref(b))).map((c) => c.title)).toEqual(['Bravo wants your car'])
  })
})

describe('what a results page shows', () => {
  it('a banner for used cars shows on used and all stock, not on new', async () => {
    const banners = await loadHeaderBanners(payload, ref(a))
    const now = new Date()
    expect(headerBannersFor(banners, ['used'], now)).toHaveLength(1)
    expect(headerBannersFor(banners, [], now)).toHaveLength(1)
    expect(headerBannersFor(banners, ['new'], now)).toHaveLength(0)
  })

  it('a scheduled card shows from its start until its expiry', async () => {
    const start = new Date(Date.now() + 60_000)
    const end = new Date(Date.now() + 120_000)
    await payload.create({
      collection: 'promo-cards',
      data: {
        tenant: a.tenant.id,
        title: 'Weekend sale',
        link: '/special-offers',
        link_label: 'See the sale',
        background: '#0b3d91',
        starts_at: start.toISOString(),
        expires_at: end.toISOString(),
      },
      ...as(a),
    })
    const cards = await loadPromoCards(payload, ref(a))
    expect(livePromoCard(cards, new Date(start.getTime() - 1))).toBeNull()
    expect(livePromoCard(cards, start)?.title).toBe('Weekend sale')
    expect(livePromoCard(cards, end)).toBeNull()
  })

  it('refuses a card that expires before it starts, and a malformed colour', async () => {
    await expect(
      payload.create({
        collection: 'promo-cards',
        data: {
          tenant: a.tenant.id,
          title: 'Backwards',
          link: '/x',
          link_label: 'x',
          starts_at: '2026-06-10T00:00:00Z',
          expires_at: '2026-06-01T00:00:00Z',
        },
        ...as(a),
      }),
    ).rejects.toThrow(/expire after it starts|invalid/)
    await expect(
      payload.create({
        collection: 'promo-cards',
        data: { tenant: a.tenant.id, title: 'Red', link: '/x', link_label: 'x', background: 'red;x' },
        ...as(a),
      }),
    ).rejects.toThrow()
  })
})

describe('a change, including a delete, shows at once', () => {
  it.each(['banners', 'promo-cards'] as const)('deleting one of the %s expires the cached list', async (collection) => {
    const doc =
      collection === 'banners'
        ? await payload.create({
            collection,
            data: { tenant: a.tenant.id, name: 'Doomed', image: pictureA.id, alt: 'Doomed banner' },
            ...as(a),
          })
        : await payload.create({
            collection,
            data: { tenant: a.tenant.id, title: 'Doomed card', link: '/x', link_label: 'x' },
            ...as(a),
          })
    const load = collection === 'banners' ? getHeaderBanners : getPromoCards
    expect((await load(ref(a))).map((x) => x.id)).toContain(doc.id)
    await payload.delete({ collection, id: doc.id, ...as(a) })
    expect((await load(ref(a))).map((x) => x.id)).not.toContain(doc.id)
  })
})
