import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getOffers } from '@/data/content/offers'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// A data cache that honours tags, as Next's does (helpers/tagged-cache.ts).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  ...(await import('../support/integration/tagged-cache')).taggedCache(),
}))

let payload: Payload
let w: World
let png: Buffer

beforeAll(async () => {
  payload = await testPayload()
  w = await makeWorld(payload, 'Revalidates', 0)
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#00ff00' } })
    .png()
    .toBuffer()
})

const staff = () => ({ user: asUser(w.staff), overrideAccess: false as const })
const offersRef = () => ({ id: w.site.id, tenantId: w.tenant.id, dealershipIds: [w.dealership.id] })
const offerNamed = async (title: string) => (await getOffers(offersRef())).find((o) => o.title === title)

async function offerWithPicture(title: string, alt: string) {
  const media = await payload.create({
    collection: 'media',
    data: { tenant: w.tenant.id, alt },
    file: {
      data: png,
      mimetype: 'image/png',
      name: `${title.toLowerCase().replace(/\W+/g, '-')}.png`,
      size: png.length,
    },
    ...staff(),
  })
  await payload.create({ collection: 'offers', data: { tenant: w.tenant.id, title, image: media.id }, ...staff() })
  return media
}

// docs/features/caching.md "Caches, and what expires each": revalidation that is complete, one hook factory returning
// both afterChange and afterDelete, honouring `context.disableRevalidate`, on every collection that
// a page reads.
describe('an upload a page shows expires the cached page (the cache held it for an hour before)', () => {
  it('an alt text change by staff shows on the cached offers at once', async () => {
    const media = await offerWithPicture('Pictured offer', 'Old words')
    expect((await offerNamed('Pictured offer'))?.image?.alt).toBe('Old words')
    await payload.update({ collection: 'media', id: media.id, data: { alt: 'New words' }, ...staff() })
    expect((await offerNamed('Pictured offer'))?.image?.alt).toBe('New words')
  })

  it('a picture delete by staff leaves the cached offers at once', async () => {
    const media = await offerWithPicture('Unpictured offer', 'Soon gone')
    expect((await offerNamed('Unpictured offer'))?.image?.alt).toBe('Soon gone')
    await payload.delete({ collection: 'media', id: media.id, ...staff() })
    expect((await offerNamed('Unpictured offer'))?.image).toBeNull()
  })
})

describe('context.disableRevalidate (the seed, batch imports) leaves the cache alone', () => {
  it('a change with it is not seen until something else expires the tag', async () => {
    const media = await offerWithPicture('Quiet offer', 'Before')
    expect((await offerNamed('Quiet offer'))?.image?.alt).toBe('Before')
    await payload.update({
      collection: 'media',
      id: media.id,
      data: { alt: 'After' },
      context: { disableRevalidate: true },
    })
    expect((await offerNamed('Quiet offer'))?.image?.alt).toBe('Before')
    // The same change without it expires the tag: the cache above was stale, not unread.
    await payload.update({ collection: 'media', id: media.id, data: { alt: 'After' }, ...staff() })
    expect((await offerNamed('Quiet offer'))?.image?.alt).toBe('After')
  })

  it('a delete with it leaves the cached offer in place', async () => {
    const offer = await payload.create({
      collection: 'offers',
      data: { tenant: w.tenant.id, title: 'Seeded offer' },
      ...staff(),
    })
    expect(await offerNamed('Seeded offer')).toBeDefined()
    await payload.delete({ collection: 'offers', id: offer.id, context: { disableRevalidate: true } })
    expect(await offerNamed('Seeded offer')).toBeDefined()
  })
})
