import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadMakeLogos } from '@/data/cars/make-logos'
import type { MakeLogo } from '@/payload-types'
import { tenantScoped } from '@collections/index'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// Make logos are platform-wide (stock §2 "make logo"): anyone may read them, as they are public
// images, but only super-admins edit them; dealer staff cannot touch another dealer's tiles.
let payload: Payload
let world: World
let logo: MakeLogo
const ctx = { disableRevalidate: true }
const stamp = Date.now().toString(36)
const make = `Zephyr${stamp}`

const svg = (w: number, h: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#123"/></svg>`,
  )
const file = (name: string, w = 240, h = 100) => {
  const data = svg(w, h)
  return { data, mimetype: 'image/svg+xml', name, size: data.length }
}

beforeAll(async () => {
  payload = await testPayload()
  world = await makeWorld(payload, 'Logos', 0)
  logo = await payload.create({
    collection: 'make-logos',
    data: { make, alt: `${make} logo` },
    file: file(`${stamp}-a.svg`),
    context: ctx,
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'make-logos', where: { make: { like: stamp } }, context: ctx })
})

describe('make-logos is platform-wide', () => {
  it('is not tenant-scoped (no tenant field, no plugin scoping)', () => {
    expect(tenantScoped).not.toContain('make-logos')
    expect(payload.collections['make-logos'].config.fields.some((f) => 'name' in f && f.name === 'tenant')).toBe(false)
  })

  // docs/features/security.md "Walls", "Media are files, not a list": media are served publicly only as files, not as
  // a listable collection.
  it('anonymous users get the logo files but cannot list the logo documents', async () => {
    await expect(
      payload.find({ collection: 'make-logos', where: { make: { equals: make } }, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
    const read = payload.collections['make-logos'].config.access.read
    expect(await read({ req: { user: null } as never, isReadingStaticFile: true })).toBe(true)
    const { docs } = await payload.find({ collection: 'make-logos', where: { make: { equals: make } } })
    expect(docs.map((d) => d.url)).toEqual([`/api/make-logos/file/${stamp}-a.svg`])
  })

  it('anonymous users cannot create one', async () => {
    await expect(
      payload.create({
        collection: 'make-logos',
        data: { make: `Anon${stamp}` },
        file: file(`${stamp}-anon.svg`),
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('tenant staff cannot change the logos every dealer shows', () => {
  const as = () => ({ user: asUser(world.staff), overrideAccess: false, context: ctx })

  it('can read them', async () => {
    const { docs } = await payload.find({ collection: 'make-logos', where: { make: { equals: make } }, ...as() })
    expect(docs).toHaveLength(1)
  })

  it('cannot create, edit or delete one', async () => {
    await expect(
      payload.create({
        collection: 'make-logos',
        data: { make: `Staff${stamp}` },
        file: file(`${stamp}-staff.svg`),
        ...as(),
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.update({ collection: 'make-logos', id: logo.id, data: { alt: 'Forged' }, ...as() }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.delete({ collection: 'make-logos', id: logo.id, ...as() })).rejects.toThrow(/not allowed/i)
    const untouched = await payload.findByID({ collection: 'make-logos', id: logo.id })
    expect(untouched.alt).toBe(`${make} logo`)
  })

  it('a super-admin can edit one', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: { email: `admin-${stamp}@logos.test`, password: 'correct-horse-battery', role: 'super-admin' },
      context: ctx,
    })
    const updated = await payload.update({
      collection: 'make-logos',
      id: logo.id,
      data: { alt: `${make} badge` },
      user: asUser(admin),
      overrideAccess: false,
      context: ctx,
    })
    expect(updated.alt).toBe(`${make} badge`)
  })
})

describe('one logo per make, whatever its case', () => {
  it('rejects a second logo for the same make in other letters', async () => {
    await expect(
      payload.create({
        collection: 'make-logos',
        data: { make: ` ${make.toUpperCase()} ` },
        file: file(`${stamp}-b.svg`),
        context: ctx,
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'make', message: `There is already a logo for ${make}.` })] },
    })
  })
})

describe('loadMakeLogos', () => {
  it('maps the lower-cased make to the url, alt and size', async () => {
    const logos = await loadMakeLogos(payload)
    expect(logos[make.toLowerCase()]).toEqual({
      url: `/api/make-logos/file/${stamp}-a.svg`,
      alt: expect.stringContaining(make),
      width: 240,
      height: 100,
    })
    expect(logos[make]).toBeUndefined()
  })
})
