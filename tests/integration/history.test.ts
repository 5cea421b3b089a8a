import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Car } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// docs/staff-guide.md "History: who changed what, and restore": versions on cars, sites, menus and content, so
// staff see who changed what and when and can restore; a price change keeps the old price as the
// 'Was' price when staff choose.
let payload: Payload
let a: World
let b: World

const as = (w: World) => ({ user: asUser(w.staff), overrideAccess: false as const })
const versionsOf = <C extends 'cars' | 'menus' | 'sites'>(w: World, collection: C, parent: number | string) =>
  payload.findVersions<C>({ collection, where: { parent: { equals: parent } }, sort: 'updatedAt', depth: 0, ...as(w) })

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Hist', 3)
  b = await makeWorld(payload, 'Other', 1)
})

describe("a price change and the 'Was' price", () => {
  it("a cut with 'Keep the old price as the Was price' ticked stores the old price as the Was price", async () => {
    const car = a.cars[0]!
    const updated = await payload.update({
      collection: 'cars',
      id: car.id,
      data: { price: 28000, keep_was_price: true } as Partial<Car>,
      ...as(a),
    })
    expect(updated.price).toBe(28000)
    expect(updated.before_price).toBe(car.price)
    // The tick applies to that save only: it is not stored.
    const read = await payload.findByID({ collection: 'cars', id: car.id, depth: 0, ...as(a) })
    expect(read).not.toHaveProperty('keep_was_price', true)
  })

  it('unticked, or on a rise, the Was price is left as it was', async () => {
    const car = a.cars[1]!
    const cut = await payload.update({ collection: 'cars', id: car.id, data: { price: 25000 }, ...as(a) })
    expect(cut.before_price ?? null).toBeNull()
    const rise = await payload.update({
      collection: 'cars',
      id: car.id,
      data: { price: 26000, keep_was_price: true } as Partial<Car>,
      ...as(a),
    })
    expect(rise.before_price ?? null).toBeNull()
  })
})

describe('versions: who changed what and when, and restore', () => {
  it('a car written without versions (the bulk writer, the importer) keeps its first state at its first edit', async () => {
    const car = a.cars[2]!
    // The bulk car writer and the stock importer INSERT rows: no version exists for them.
    await payload.db.deleteVersions({ collection: 'cars', where: { parent: { equals: car.id } } })
    await payload.update({ collection: 'cars', id: car.id, data: { price: 19990 }, ...as(a) })

    const { docs } = await versionsOf(a, 'cars', car.id)
    expect(docs.map((v) => v.version.price)).toEqual([car.price, 19990])
    // Who saved the newest version: the staff member; the first state was saved by nobody known.
    expect(docs.at(-1)!.version.changed_by).toBe(a.staff.id)
    expect(docs.at(-1)!.updatedAt >= docs[0]!.updatedAt).toBe(true)
  })

  it('restoring the first version brings the old price back, as the staff member', async () => {
    const car = a.cars[2]!
    const [first] = (await versionsOf(a, 'cars', car.id)).docs
    await payload.restoreVersion({ collection: 'cars', id: first!.id, depth: 0, ...as(a) })
    const read = await payload.findByID({ collection: 'cars', id: car.id, depth: 0, ...as(a) })
    expect(read.price).toBe(car.price)
    const after = (await versionsOf(a, 'cars', car.id)).docs
    expect(after.at(-1)!.version.price).toBe(car.price) // the restore is itself a version
    expect(after.at(-1)!.version.changed_by).toBe(a.staff.id)
  })

  it('menus and sites keep versions too, each naming who saved it', async () => {
    const menu = (await payload.find({ collection: 'menus', depth: 0, limit: 1, ...as(a) })).docs[0]!
    await payload.update({ collection: 'menus', id: menu.id, data: { name: `${menu.name} (edited)` }, ...as(a) })
    const menus = (await versionsOf(a, 'menus', menu.id)).docs
    expect(menus.map((v) => v.version.name)).toEqual([menu.name, `${menu.name} (edited)`])
    expect(menus.at(-1)!.version.changed_by).toBe(a.staff.id)

    await payload.update({ collection: 'sites', id: a.site.id, data: { name: 'Hist Site (edited)' }, ...as(a) })
    const sites = (await versionsOf(a, 'sites', a.site.id)).docs
    expect(sites.at(-1)!.version.name).toBe('Hist Site (edited)')
  })
})

describe("the wall: staff of another tenant see and restore none of A's history", () => {
  it("lists none of tenant A's versions", async () => {
    const { docs } = await payload.findVersions({ collection: 'cars', limit: 1000, depth: 0, ...as(b) })
    const parents = new Set(docs.map((v) => v.parent))
    for (const car of a.cars) expect(parents.has(car.id)).toBe(false)
    expect(docs.every((v) => v.version.tenant === b.tenant.id)).toBe(true)
  })

  it("cannot open or restore one of A's versions by id, and A's car is unchanged", async () => {
    const car = a.cars[2]!
    const [first] = (await versionsOf(a, 'cars', car.id)).docs
    await expect(payload.findVersionByID({ collection: 'cars', id: first!.id, ...as(b) })).rejects.toThrow()
    await payload.update({ collection: 'cars', id: car.id, data: { price: 17000 }, ...as(a) })
    await expect(payload.restoreVersion({ collection: 'cars', id: first!.id, ...as(b) })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'cars', id: car.id, depth: 0 })).price).toBe(17000)
  })
})
