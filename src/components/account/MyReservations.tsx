import Link from 'next/link'

import { reservationsOf } from '@/data/customers/reservations'
import type { SiteContext } from '@/data/sites/sites'
import { carPath } from '@/domain/links/car-path'
import { formatPrice } from '@/domain/pricing/format'
import type { ReservationStatus } from '@/domain/reservations'

const STATUS_TEXT: Record<ReservationStatus, string> = {
  requested: 'Requested: the dealership will call to take the deposit',
  awaiting_payment: 'Awaiting payment',
  paid: 'Reserved: deposit paid',
  confirmed: 'Reserved: confirmed by the dealership',
  released: 'Hold ended: not paid within 30 minutes',
  cancelled: 'Cancelled',
}

/**
 * My Garage's reservations on this site (docs/features/reservations.md "Reserve and online purchase, and payments"): each
 * car with its reservation's state.
 */
export async function MyReservations({ site, customerId }: { site: SiteContext; customerId: number | string }) {
  const reservations = await reservationsOf(site, customerId)
  if (reservations.length === 0) return null
  return (
    <section aria-labelledby="my-reservations-heading">
      <h2 id="my-reservations-heading">Reservations</h2>
      <ul>
        {reservations.map((r) => (
          <li key={r.id}>
            {r.carSlug ? <Link href={carPath(r.carSlug)}>{r.carName}</Link> : r.carName}: {STATUS_TEXT[r.status]} (
            {formatPrice(r.deposit)} deposit,{' '}
            {new Date(r.createdAt).toLocaleDateString('en-AU', { timeZone: 'Australia/Sydney' })})
          </li>
        ))}
      </ul>
    </section>
  )
}
