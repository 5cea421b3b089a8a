import { normaliseMakeModel } from '@/domain/cars/normalise-names'
import { type Id, relationId } from '@/domain/ids'
import type { Car, Dealership, Location, Media } from '@/payload-types'

import type { CarIndexDoc } from '../types'

/** Names of related documents, for cars read without population (depth 0). Keys are String(id). */
export type IndexDocContext = {
  dealerships?: ReadonlyMap<string, Pick<Dealership, 'name' | 'slug'>>
  locations?: ReadonlyMap<string, Pick<Location, 'name'>>
  mediaUrls?: ReadonlyMap<string, string | null>
  /** Media id → its tenant id (String), so a car never shows another tenant's photo. */
  mediaTenants?: ReadonlyMap<string, string>
}

type Related<T> = Id | T | null | undefined

const related = <T extends object>(v: Related<T & { id: Id }>, map?: ReadonlyMap<string, T>): T | undefined =>
  v == null ? undefined : typeof v === 'object' ? v : map?.get(String(v))
const text = (v: string | null | undefined): string | null => (v == null || v === '' ? null : v)
const num = (v: number | null | undefined): number | null =>
  v == null || !Number.isFinite(Number(v)) ? null : Number(v)
const epochSeconds = (iso: string | null | undefined): number | null => {
  const ms = iso ? Date.parse(iso) : NaN
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null
}

/**
 * The first image's URL, if that image is the car's own tenant's (docs/features/security.md "Walls", "Uploads stay in
 * their tenant").
 */
function primaryImageUrl(car: Car, ctx: IndexDocContext): string | null {
  const first = car.images?.[0]
  if (first == null) return null
  const tenant = String(relationId(car.tenant))
  if (typeof first === 'object')
    return String(relationId((first as Media).tenant)) === tenant ? ((first as Media).url ?? null) : null
  const mediaTenant = ctx.mediaTenants?.get(String(first))
  if (mediaTenant !== undefined && mediaTenant !== tenant) return null
  return ctx.mediaUrls?.get(String(first)) ?? null
}

/**
 * A car as the search index holds it (stock §3 field names). Relations may be populated objects or
 * ids (then looked up in ctx). show_on_dealer_website counts as true unless it is false, as the
 * column's default and the site's stock loaders do. Timestamps are epoch seconds.
 */
export function toIndexDoc(car: Car, ctx: IndexDocContext = {}): CarIndexDoc {
  const dealership = related(car.dealership, ctx.dealerships)
  const location = related(car.location, ctx.locations)
  const { make, model } = normaliseMakeModel({ make: car.make, model: car.model }) // stock §9, once, here
  return {
    id: car.id,
    tenant: relationId(car.tenant) ?? '',
    dealership: relationId(car.dealership) ?? '',
    dealership_slug: dealership?.slug ?? '',
    dealership_name: dealership?.name ?? '',
    location_name: text(location?.name),
    slug: car.slug,
    name: car.name,
    make,
    model,
    badge: text(car.badge),
    series: text(car.series),
    year: num(car.year),
    price: num(car.price),
    before_price: num(car.before_price),
    offer_price: num(car.offer_price),
    subscription_price: num(car.subscription_price),
    weekly_price: num(car.youxQuote?.weeklyRepaymentAmount),
    km: num(car.km),
    car_type: car.car_type,
    status: car.status,
    body: text(car.simple_body),
    transmission: text(car.simple_transmission),
    fuel: text(car.simple_fuel),
    drive: text(car.simple_drive),
    colour: text(car.colour),
    seats: num(car.seats),
    city: text(car.city),
    state: text(car.state),
    tag: text(car.tag),
    reserved: car.reserved === true,
    certified: car.certified === true,
    preorder: car.preorder === true,
    item_type: car.item_type ?? 'car',
    stocknum: text(car.stocknum),
    vin: text(car.vin),
    show_on_dealer_website: car.show_on_dealer_website !== false,
    rank: num(car.rank) ?? 0,
    created_at_timestamp: epochSeconds(car.createdAt) ?? 0,
    sold_date_timestamp: epochSeconds(car.sold_date),
    primary_image_url: primaryImageUrl(car, ctx),
    photos_count: car.images?.length ?? 0,
    features: car.standardEquipment ?? [],
  }
}
