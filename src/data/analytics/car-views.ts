import type { Id } from '@/domain/ids'

import { payloadClient } from '../runtime/payload'

/**
 * Adds one view to a car in a single atomic statement and answers the new count (stock §7
 * view.json). Through the adapter's own atomic `$inc` (Payload's `payload.db.updateOne`, which
 * also counts failed logins): the cars collection's hooks re-index search, which a page view must
 * not do, and `updatedAt: null` keeps updatedAt where it was. The SQL adapters add to the column
 * (`views = views + 1`), which leaves a NULL as it is: a car whose count was never set is given
 * its first view only where it is still NULL, and a racing first view is counted by another `$inc`.
 */
export async function incrementCarViews(carId: Id): Promise<number> {
  const payload = await payloadClient()
  const views = (car: unknown) => (car as { views?: number | null } | null)?.views
  const add = () =>
    payload.db.updateOne({
      collection: 'cars',
      id: carId,
      data: { views: { $inc: 1 }, updatedAt: null },
      select: { views: true },
    })
  const car = await add()
  if (car === null || views(car) != null) return Number(views(car) ?? 0)
  const first = await payload.db.updateOne({
    collection: 'cars',
    where: { and: [{ id: { equals: carId } }, { views: { exists: false } }] },
    data: { views: 1, updatedAt: null },
    select: { views: true },
    options: { atomic: true },
  })
  return Number(views(first ?? (await add())) ?? 0)
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
