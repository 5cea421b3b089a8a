import type { Where } from 'payload'
import { extractID } from 'payload/shared'

import { type Id, isWellFormedId } from '@/domain/ids'
import { normalisePhone } from '@/domain/verification'

import { payloadClient } from '../runtime/payload'

type TenantSite = { tenantId: number | string | null | undefined }

/**
 * The shoppers of one tenant (collections/Customers). Every read and write here is scoped by the
 * tenant of the site the request came to: the local API runs with overrideAccess, so the tenant
 * filter is ours.
 */
export async function customerByPhone(site: TenantSite, phone: string) {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'customers',
    where: { and: [{ phone: { equals: normalisePhone(phone) } }, { tenant: { equals: site.tenantId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

export async function createCustomer(
  site: TenantSite,
  details: { phone: string; name: string; last_name: string; email: string },
) {
  const payload = await payloadClient()
  return payload.create({
    collection: 'customers',
    data: { ...details, phone: normalisePhone(details.phone), tenant: site.tenantId as number },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** Adds or removes a car in the customer's watchlist; the car must be on this tenant (checked by the caller). */
export async function setWatched(customerId: Id, carId: Id, watched: boolean) {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true })
  const ids = (doc.watchlist ?? []).map((c) => extractID(c))
  const rest = ids.filter((id) => String(id) !== String(carId))
  const next = watched ? [...rest, carId] : rest
  await payload.update({
    collection: 'customers',
    id: customerId,
    data: { watchlist: next.slice(-200) as number[] },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return next
}

/** Adds several cars at once (the favourites merge); each must be on this tenant (checked by the caller). */
export async function setWatchedMany(customerId: Id, carIds: Id[]) {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true })
  const ids = (doc.watchlist ?? []).map((c) => extractID(c))
  const have = new Set(ids.map(String))
  const next = [...ids, ...carIds.filter((id) => !have.has(String(id)))]
  await payload.update({
    collection: 'customers',
    id: customerId,
    data: { watchlist: next.slice(-200) as number[] },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return next
}

export type WatchedCar = {
  id: Id
  slug: string
  name: string
  status: 'in_stock' | 'coming_soon' | 'sold' | 'withdrawn'
  reserved: boolean
  price: number | null
  before_price: number | null
}

type CarSite = { tenantId: Id; dealerships: { id: Id }[] }

const carWall = (site: CarSite): Where[] => [
  { tenant: { equals: site.tenantId } },
  { dealership: { in: site.dealerships.map((d) => d.id) } },
  { show_on_dealer_website: { not_equals: false } },
]

const watched = (c: {
  id: Id
  slug: string
  name: string
  status: WatchedCar['status']
  reserved?: boolean | null
  price?: number | null
  before_price?: number | null
}): WatchedCar => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  status: c.status,
  reserved: Boolean(c.reserved),
  price: c.price ?? null,
  before_price: c.before_price ?? null,
})

/** A car of this site by id or slug (the wall: this tenant, one of the site's dealerships), or null. */
export async function carOnSite(site: CarSite, carId: string | number): Promise<WatchedCar | null> {
  const text = String(carId)
  if (text.length > 200 || [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null
  // Only an id the database can hold: PostgreSQL refuses a number past its integer range outright.
  const byId = isWellFormedId(text, true) ? [{ id: { equals: Number(text) } }] : []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [...carWall(site), { or: [...byId, { slug: { equals: text } }] }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ? watched(docs[0]) : null
}

/** The saved cars, with their live state, in the order saved (newest first); cars gone from the site drop out. */
export async function watchedCars(site: CarSite, ids: Id[]): Promise<WatchedCar[]> {
  if (!ids.length) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [...carWall(site), { id: { in: ids } }] },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map(docs.map((d) => [String(d.id), watched(d)]))
  return [...ids]
    .reverse()
    .map((id) => byId.get(String(id)))
    .filter((c): c is WatchedCar => Boolean(c))
}
