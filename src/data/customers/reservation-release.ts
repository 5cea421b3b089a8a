import type { Payload } from 'payload'

/**
 * The release job: unpaid online reservations past their hold are released (docs/features/reservations.md "Reserve and
 * online purchase, and payments").
 */
export async function releaseExpiredReservations(payload: Payload, now = Date.now()): Promise<number> {
  const due = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { status: { equals: 'awaiting_payment' } },
        { expires_at: { less_than_equal: new Date(now).toISOString() } },
      ],
    },
    depth: 0,
    limit: 200,
    overrideAccess: true,
  })
  let released = 0
  for (const r of due.docs) {
    try {
      await payload.update({ collection: 'reservations', id: r.id, data: { status: 'released' }, overrideAccess: true })
      released++
    } catch (err) {
      console.error(`reservations: releasing ${r.id} failed`, err)
    }
  }
  return released
}
