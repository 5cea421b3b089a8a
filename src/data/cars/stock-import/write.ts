import type { Payload, PayloadRequest } from 'payload'

import { insertCars } from '@/db/car-writer/bulk-cars'
import { type ColumnUpdate, plainCarColumns, updateCarColumns } from '@/db/car-writer/bulk-update'
import type { CarRecord } from '@/db/car-writer/car-record'
import { carSlugOf, uniqueCarSlug } from '@/domain/cars/slug'
import { stocknumKey } from '@/domain/cars/stocknum'
import type { Id } from '@/domain/ids'
import type { ImportPlan, PlannedRow } from '@/domain/stock-import/plan'
import type { User } from '@/payload-types'

/** Hooks of each saved car skip the search index and the cache: the import updates both once. */
export const BATCH_CONTEXT = { disableSearchSync: true, disableRevalidate: true } as const

/** A slug unique within the tenant: the car's name and stock number, numbered on a clash. */
const uniqueSlug = (row: PlannedRow, taken: Set<string>) =>
  uniqueCarSlug(carSlugOf(`${row.car.name} ${row.car.stocknum}`), taken)

function recordOf(row: PlannedRow, tenant: Id, slug: string, now: string): CarRecord {
  const { car } = row
  return {
    tenant,
    dealership: row.dealership,
    location: null,
    slug,
    name: car.name,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    series: car.series ?? null,
    year: car.year ?? null,
    car_type: car.car_type,
    status: car.status,
    item_type: 'car',
    stocknum: car.stocknum,
    vin: car.vin ?? null,
    regplate: car.regplate ?? null,
    price: car.price ?? null,
    before_price: car.before_price ?? null,
    km: car.km ?? null,
    colour: car.colour ?? null,
    simple_body: car.simple_body ?? null,
    simple_transmission: car.simple_transmission ?? null,
    simple_fuel: car.simple_fuel ?? null,
    simple_drive: car.simple_drive ?? null,
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    dealercomments: car.dealercomments ?? null,
    show_on_dealer_website: car.show_on_dealer_website ?? true,
    sold_date: car.status === 'sold' ? now : null,
    standardEquipment: car.standardEquipment ?? [],
    images: [],
    spin_images: [],
    spin_interior_image: null,
    views: 0,
    rank: 0,
    createdAt: now,
    updatedAt: now,
  } as CarRecord
}

/**
 * New cars in multi-row INSERTs (the seed's bulk writer: 50,000 cars in seconds, which one
 * payload.create per car cannot do). Every value was validated by the importer's own rules, and the
 * tenant and dealership were checked against the staff member's access before this runs.
 */
export async function createCars(
  payload: Payload,
  rows: PlannedRow[],
  tenant: Id,
  slugs: Set<string>,
): Promise<Map<string, Id>> {
  const now = new Date().toISOString()
  const records = rows.map((row) => recordOf(row, tenant, uniqueSlug(row, slugs), now))
  if (records.length) await insertCars(payload, records)
  // Ids are needed only for the cars whose photos are fetched next.
  const withPhotos = records.filter((_, i) => rows[i]!.car.images?.length)
  const ids = new Map<string, Id>()
  for (let i = 0; i < withPhotos.length; i += 500) {
    const slice = withPhotos.slice(i, i + 500)
    const { docs } = await payload.find({
      collection: 'cars',
      depth: 0,
      pagination: false,
      select: { slug: true, stocknum: true },
      where: { and: [{ tenant: { equals: tenant } }, { slug: { in: slice.map((r) => r.slug) } }] },
    })
    for (const d of docs) ids.set(stocknumKey(String(d.stocknum)), d.id)
  }
  return ids
}

/**
 * Changed cars. Changes to plain columns only (a price, the odometer, comments…) are written in one
 * transaction (src/db/car-writer/bulk-update.ts); a status, dealership or equipment change goes
 * through the local API as the staff member, so hooks such as the sold date run.
 */
export async function updateCars(req: PayloadRequest, user: User, rows: ImportPlan['update']): Promise<void> {
  const plain = plainCarColumns(req.payload)
  const bulk: ColumnUpdate[] = []
  for (const row of rows) {
    const { images: _images, ...data } = row.changes
    const keys = Object.keys(data)
    if (!keys.length) continue
    if (plain && !keys.includes('status') && plain(keys)) {
      bulk.push({ id: row.id, data })
      continue
    }
    await req.payload.update({
      collection: 'cars',
      id: row.id,
      data,
      user,
      overrideAccess: false,
      req,
      context: BATCH_CONTEXT,
    })
  }
  await updateCarColumns(req.payload, bulk)
}

/** Cars a full feed no longer lists: status withdrawn (not shown on the site), never deleted. */
export async function withdrawCars(req: PayloadRequest, user: User, ids: Id[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500)
    await req.payload.update({
      collection: 'cars',
      where: { id: { in: ids.slice(i, i + 500) } },
      data: { status: 'withdrawn' },
      user,
      overrideAccess: false,
      req,
      context: BATCH_CONTEXT,
    })
}
