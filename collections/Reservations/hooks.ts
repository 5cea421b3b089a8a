import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/domain/ids'
import { canMove, holds, type ReservationStatus, reserves } from '@/domain/reservations'

/**
 * Staff (and the app) move a reservation only along its life (src/domain/reservations.ts);
 * `hold_key` follows the status, and confirming stamps the time. Runs with overrideAccess too.
 */
export const checkTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const from = (originalDoc?.status ?? null) as ReservationStatus | null
  const to = (data.status ?? from ?? 'requested') as ReservationStatus
  if (operation === 'update' && from && !canMove(from, to))
    throw new APIError(
      `A reservation that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`,
      400,
      undefined,
      true,
    )
  const car = relationId(data.car ?? originalDoc?.car)
  data.hold_key = holds(to) && car != null ? String(car) : null
  if (to === 'confirmed' && from !== 'confirmed') data.confirmed_at = new Date().toISOString()
  return data
}

/**
 * When a reservation starts or stops reserving its car (paid or confirmed ↔ cancelled), the car's
 * `reserved` flag follows, through the cars collection's own hooks: the search index and the cache
 * tags are updated, so the 'Reserved' tag shows on the card and the page at once (stock §4).
 */
export const reserveCarAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  const was = operation === 'update' && previousDoc?.status ? reserves(previousDoc.status) : false
  const now = reserves(doc.status)
  if (was === now) return doc
  const carId = relationId(doc.car)
  if (carId == null) return doc
  if (!now) {
    // Another reservation of the car may still reserve it (staff confirmed two by mistake).
    const others = await req.payload.count({
      collection: 'reservations',
      where: {
        and: [{ car: { equals: carId } }, { id: { not_equals: doc.id } }, { status: { in: ['paid', 'confirmed'] } }],
      },
      overrideAccess: true,
      req,
    })
    if (others.totalDocs > 0) return doc
  }
  await req.payload.update({
    collection: 'cars',
    id: carId,
    data: { reserved: now },
    overrideAccess: true,
    req,
  })
  return doc
}
