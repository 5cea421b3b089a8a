import { eq, sql } from 'drizzle-orm'

import type { Id } from '@/domain/ids'

import { payloadClient } from './payload'

type SqlDb = {
  drizzle: {
    update: (table: unknown) => {
      set: (values: Record<string, unknown>) => {
        where: (cond: unknown) => { returning: (cols: Record<string, unknown>) => Promise<{ views: unknown }[]> }
      }
    }
  }
  tables: { cars: { id: unknown; views: unknown } }
}
type MongoDb = {
  collections: {
    cars: { findOneAndUpdate: (filter: object, update: object, opts: object) => Promise<{ views?: unknown } | null> }
  }
}

/**
 * Adds one view to a car in a single atomic statement and answers the new count (stock §7
 * view.json). Written straight through the adapter: the cars collection's hooks re-index search,
 * which a page view must not do, and updatedAt must not move.
 */
export async function incrementCarViews(carId: Id): Promise<number> {
  const payload = await payloadClient()
  const db = payload.db as unknown as Partial<SqlDb> & Partial<MongoDb>
  if (db.drizzle && db.tables?.cars) {
    const cars = db.tables.cars as { id: never; views: never }
    const [row] = await db.drizzle
      .update(cars)
      .set({ views: sql`coalesce(${cars.views}, 0) + 1` })
      .where(eq(cars.id, carId as never))
      .returning({ views: cars.views })
    return Number(row?.views ?? 0)
  }
  if (db.collections?.cars) {
    const doc = await db.collections.cars.findOneAndUpdate(
      { _id: carId },
      { $inc: { views: 1 } },
      { new: true, projection: { views: 1 }, lean: true },
    )
    return Number(doc?.views ?? 0)
  }
  throw new Error(`incrementCarViews: no raw access for the ${payload.db.name} adapter`)
}

/** A car's view count without counting a view (a repeat visit the same day). */
export async function readCarViews(carId: Id): Promise<number> {
  const payload = await payloadClient()
  const car = await payload.findByID({
    collection: 'cars',
    id: carId,
    depth: 0,
    select: { views: true },
    overrideAccess: true,
    disableErrors: true,
  })
  return Number((car as { views?: unknown } | null)?.views ?? 0)
}
