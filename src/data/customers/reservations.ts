import type { Id } from '@/domain/ids'
import {
  ACTIVE_STATUSES,
  canStartReservation,
  RESERVATION_HOLD_MS,
  type ReservationStatus,
  reserveDeposit,
  type StartRefusal,
  toCents,
  withinShopperLimit,
} from '@/domain/reservations'
import { reservePath } from '@/domain/vehicle/reserve'
import { type PaymentEvent, type PaymentProvider, paymentProvider } from '@/integrations/payments'
import { siteFeature } from '@tenants/flags'

import type { CarWithRelations } from '../cars/cars'
import { payloadClient } from '../runtime/payload'
import type { SiteContext } from '../sites/sites'
import { reportReservation } from './reservation-lead'
import type { SignedInCustomer } from './session'

type ReservationSite = Pick<SiteContext, 'id' | 'slug' | 'tenantId' | 'features' | 'settings'>

/** The deposit this site asks (finance §9 "Typical reserve deposit default $200", per site). */
export const siteDeposit = (site: Pick<SiteContext, 'settings'>) =>
  reserveDeposit((site.settings as { reserve_deposit?: number | null } | undefined)?.reserve_deposit)

export type JourneyChoices = {
  trade_in?: boolean
  finance?: boolean
  handover?: 'pickup' | 'delivery'
  postcode?: string
}

export type StartResult =
  | { ok: true; id: Id; status: ReservationStatus; redirect: string }
  | { ok: false; reason: StartRefusal | 'payment_unavailable' | 'shopper_limit' }

const HOLDING = ['awaiting_payment', 'paid', 'confirmed']

/**
 * The reservation's lead (src/data/customers/reservation-lead.ts). The reservation stands when the lead
 * cannot be stored: the shopper's deposit is not undone by our intake's fault, and the log says so.
 */
async function tellDealership(site: ReservationSite, id: Id) {
  try {
    await reportReservation(site, id)
  } catch (err) {
    console.error(`reservations: the lead of reservation ${id} on ${site.slug} was not stored`, err)
  }
}

/**
 * Starts a reservation of a car of this site for the signed-in shopper (docs/features/reservations.md "Reserve and online
 * purchase, and payments"). Every read and write is scoped to the site's tenant (the local API runs
 * with overrideAccess). The shopper's own unpaid reservation of the same car is replaced; another
 * shopper's hold refuses with `held`. With an online provider the reservation holds the car for 30
 * minutes while the shopper pays.
 */
export async function startReservation(
  site: ReservationSite,
  customer: Pick<SignedInCustomer, 'id' | 'email'>,
  car: CarWithRelations,
  origin: string,
  journey: JourneyChoices = {},
  provider: PaymentProvider = paymentProvider(),
  now = Date.now(),
): Promise<StartResult> {
  const payload = await payloadClient()
  const mine = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { tenant: { equals: site.tenantId } },
        { car: { equals: car.id } },
        { customer: { equals: customer.id } },
        { status: { in: ['awaiting_payment', 'requested'] } },
      ],
    },
    depth: 0,
    limit: 5,
    overrideAccess: true,
  })
  // One active reservation per shopper per site unless staff allow more (docs/features/reservations.md "Reserve and online
  // purchase"); a hold that has run out no longer counts, and a new try for the same car replaces its own.
  const others = await payload.count({
    collection: 'reservations',
    where: {
      and: [
        { tenant: { equals: site.tenantId } },
        { site: { equals: site.id } },
        { customer: { equals: customer.id } },
        { car: { not_equals: car.id } },
        { status: { in: [...ACTIVE_STATUSES] } },
        {
          or: [
            { status: { not_equals: 'awaiting_payment' } },
            { expires_at: { greater_than: new Date(now).toISOString() } },
          ],
        },
      ],
    },
    overrideAccess: true,
  })
  const perShopper = (site.settings as { reservations_per_shopper?: number | null } | undefined)
    ?.reservations_per_shopper
  if (!withinShopperLimit(others.totalDocs, perShopper)) return { ok: false, reason: 'shopper_limit' }
  const checkoutPath = reservePath(car.slug, siteFeature(site, 'checkout_path'))
  // Asking twice at the dealership is one request; an unpaid online one is replaced by the new try.
  const requested = mine.docs.find((r) => r.status === 'requested')
  if (requested && !provider.online)
    return { ok: true, id: requested.id, status: 'requested', redirect: `${checkoutPath}?reservation=${requested.id}` }
  for (const r of mine.docs.filter((d) => d.status === 'awaiting_payment'))
    await payload.update({ collection: 'reservations', id: r.id, data: { status: 'cancelled' }, overrideAccess: true })
  // Another shopper's hold that ran out but the minute's job has not released yet frees the car now.
  const lapsed = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { car: { equals: car.id } },
        { status: { equals: 'awaiting_payment' } },
        { expires_at: { less_than_equal: new Date(now).toISOString() } },
      ],
    },
    depth: 0,
    limit: 5,
    overrideAccess: true,
  })
  for (const r of lapsed.docs)
    await payload.update({ collection: 'reservations', id: r.id, data: { status: 'released' }, overrideAccess: true })
  const held = await payload.count({
    collection: 'reservations',
    where: { and: [{ car: { equals: car.id } }, { status: { in: HOLDING } }] },
    overrideAccess: true,
  })
  const allowed = canStartReservation(car, siteFeature(site, 'reserve'), held.totalDocs)
  if (!allowed.ok) return allowed
  const deposit = siteDeposit(site)
  const expiresAt = new Date(now + RESERVATION_HOLD_MS)
  let created
  try {
    created = await payload.create({
      collection: 'reservations',
      data: {
        tenant: site.tenantId as number,
        site: site.id as number,
        car: car.id,
        car_name: car.name,
        customer: customer.id as number,
        status: provider.online ? 'awaiting_payment' : 'requested',
        provider: provider.kind,
        deposit,
        ...(provider.online ? { expires_at: expiresAt.toISOString() } : {}),
        journey: {
          trade_in: journey.trade_in ?? false,
          finance: journey.finance ?? false,
          handover: journey.handover ?? null,
          postcode: journey.postcode ?? null,
        },
      },
      overrideAccess: true,
    })
  } catch (err) {
    // Two shoppers raced for the car: the unique hold refused the second.
    const again = await payload.count({
      collection: 'reservations',
      where: { and: [{ car: { equals: car.id } }, { status: { in: HOLDING } }] },
      overrideAccess: true,
    })
    if (again.totalDocs > 0) return { ok: false, reason: 'held' }
    throw err
  }
  if (!provider.online) {
    await tellDealership(site, created.id)
    return { ok: true, id: created.id, status: 'requested', redirect: `${checkoutPath}?reservation=${created.id}` }
  }
  try {
    const start = await provider.startCheckout({
      reservationId: String(created.id),
      tenantId: String(site.tenantId),
      siteSlug: site.slug,
      carName: car.name,
      amountCents: toCents(deposit),
      successUrl: `${origin}${checkoutPath}?reservation=${created.id}&paid=1`,
      cancelUrl: `${origin}${checkoutPath}?reservation=${created.id}&cancelled=1`,
      expiresAt,
      customerEmail: customer.email,
    })
    if (start.kind !== 'redirect') throw new Error('An online provider gave no payment page.')
    await payload.update({
      collection: 'reservations',
      id: created.id,
      data: { provider_ref: start.providerRef },
      overrideAccess: true,
    })
    return { ok: true, id: created.id, status: 'awaiting_payment', redirect: start.url }
  } catch (err) {
    console.error(`reservations: the payment page for reservation ${created.id} on ${site.slug} failed`, err)
    await payload.update({
      collection: 'reservations',
      id: created.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    return { ok: false, reason: 'payment_unavailable' }
  }
}

export type WebhookOutcome = 'paid' | 'released' | 'ignored' | 'conflict'

/**
 * A verified payment event on this site: only a reservation of this site's tenant, with this
 * provider reference, is touched. An event naming another tenant (or a reference this tenant never
 * made) does nothing, so one dealer's webhook cannot reserve another dealer's car.
 */
export async function applyPaymentEvent(
  site: ReservationSite,
  event: PaymentEvent,
  now = Date.now(),
): Promise<WebhookOutcome> {
  if (event.type === 'ignored') return 'ignored'
  if (event.tenantId != null && event.tenantId !== String(site.tenantId)) return 'ignored'
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { tenant: { equals: site.tenantId } },
        { site: { equals: site.id } },
        { provider_ref: { equals: event.providerRef } },
      ],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const r = found.docs[0]
  if (!r || (event.reservationId != null && event.reservationId !== String(r.id))) return 'ignored'
  if (event.type === 'expired') {
    if (r.status !== 'awaiting_payment') return 'ignored'
    await payload.update({ collection: 'reservations', id: r.id, data: { status: 'released' }, overrideAccess: true })
    return 'released'
  }
  if (r.status === 'paid' || r.status === 'confirmed') return 'paid' // Stripe retries: once is enough
  if (r.status !== 'awaiting_payment' && r.status !== 'released') return 'ignored'
  try {
    await payload.update({
      collection: 'reservations',
      id: r.id,
      data: { status: 'paid', paid_at: new Date(now).toISOString() },
      overrideAccess: true,
    })
    await tellDealership(site, r.id)
    return 'paid'
  } catch (err) {
    // Paid after its hold was released and another shopper now holds the car: staff refund it.
    console.error(`reservations: payment for released reservation ${r.id} could not reserve the car`, err)
    await payload.update({
      collection: 'reservations',
      id: r.id,
      data: {
        notes:
          `${r.notes ?? ''}\nPaid online after the hold ended, while another reservation held the car: refund the deposit.`.trim(),
      },
      overrideAccess: true,
    })
    return 'conflict'
  }
}

export type ShopperReservation = {
  id: Id
  status: ReservationStatus
  deposit: number
  provider: 'dealership' | 'stripe'
  carName: string
  carSlug: string | null
  createdAt: string
  expiresAt: string | null
}

/** The signed-in shopper's reservations on this site (My Garage), newest first. */
export async function reservationsOf(
  site: Pick<SiteContext, 'id' | 'tenantId'>,
  customerId: Id,
): Promise<ShopperReservation[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      and: [{ tenant: { equals: site.tenantId } }, { site: { equals: site.id } }, { customer: { equals: customerId } }],
    },
    depth: 1,
    limit: 50,
    sort: '-createdAt',
    overrideAccess: true,
    select: {
      status: true,
      deposit: true,
      provider: true,
      car_name: true,
      car: true,
      createdAt: true,
      expires_at: true,
    },
    populate: { cars: { slug: true, name: true } },
  })
  return docs.map((r) => {
    const car = r.car && typeof r.car === 'object' ? r.car : null
    return {
      id: r.id,
      status: r.status as ReservationStatus,
      deposit: r.deposit,
      provider: r.provider as 'dealership' | 'stripe',
      carName: car?.name ?? r.car_name ?? 'A car',
      carSlug: car?.slug ?? null,
      createdAt: r.createdAt,
      expiresAt: r.expires_at ?? null,
    }
  })
}

/** One reservation of this shopper on this site (the checkout page's confirmation), or null. */
export async function reservationOf(site: Pick<SiteContext, 'id' | 'tenantId'>, customerId: Id, id: string) {
  if (!/^[\w-]{1,64}$/.test(id)) return null
  const all = await reservationsOf(site, customerId)
  return all.find((r) => String(r.id) === id) ?? null
}
