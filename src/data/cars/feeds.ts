import type { Payload } from 'payload'

import { tenantIdOf } from '@/cache/revalidate'
import { tags } from '@/cache/tags'
import { type FeedCar, type FeedStore, type FeedVehicle, feedVehicle } from '@/domain/feed-vehicle'
import { relationId } from '@/domain/ids'
import type { Car, Location, Media } from '@/payload-types'

import { payloadClient } from '../runtime/payload'
import { taggedMemo } from '../runtime/tagged-memo'
import { loadSite } from '../sites/loaders'
import { sitemapTags } from '../sites/sitemap'
import type { SiteContext } from '../sites/sites'
import { readSiteCars } from './site-stock'

export type FeedSkip = { id: number | string; slug: string; reason: string }
export type VehicleFeed = { siteName: string; vehicles: FeedVehicle[]; skipped: FeedSkip[] }

const FEED_SELECT = {
  slug: true,
  name: true,
  make: true,
  model: true,
  badge: true,
  series: true,
  year: true,
  km: true,
  car_type: true,
  certified: true,
  vin: true,
  price: true,
  offer_price: true,
  before_price: true,
  subscription_price: true,
  preorder: true,
  colour: true,
  simple_body: true,
  simple_transmission: true,
  simple_fuel: true,
  simple_drive: true,
  dealercomments: true,
  createdAt: true,
  images: true,
  location: true,
} as const

const FEED_POPULATE = {
  media: { url: true, filename: true, tenant: true }, // url is computed from the filename
  locations: { slug: true, name: true, address: true, tenant: true, dealership: true },
} as const

const object = <T>(v: unknown): T | null => (v && typeof v === 'object' ? (v as T) : null)
const same = (a: unknown, b: unknown) => a != null && b != null && String(a) === String(b)

/** The car's location when it is its own tenant's and has an address; else its dealership. */
function storeOf(car: Car, site: SiteContext): FeedStore | null {
  const dealership = site.dealerships.find((d) => same(d.id, relationId(car.dealership)))
  if (!dealership) return null
  const location = object<Location>(car.location)
  const phone = dealership.phones?.main ?? null
  if (location && same(tenantIdOf(location), site.tenantId) && location.address?.street && location.address.postcode) {
    return { code: location.slug, dealershipName: dealership.name, phone, address: location.address }
  }
  return { code: dealership.slug, dealershipName: dealership.name, phone, address: dealership.address ?? null }
}

/** The car's photo URLs, its own tenant's only (docs/features/security.md "Walls", "Uploads stay in their tenant"). */
const imagesOf = (car: Car, tenantId: number | string) =>
  (car.images ?? [])
    .map((m) => object<Media>(m))
    .filter((m): m is Media => !!m && same(tenantIdOf(m), tenantId) && !!m.url)
    .map((m) => m.url!)

/**
 * The site's vehicle feed: every car a shopper can buy there (the listing rule, available statuses),
 * mapped by src/domain/feeds; a car that cannot carry a required attribute is skipped and logged.
 */
export async function loadVehicleFeed(payload: Payload, siteSlug: string, origin: string): Promise<VehicleFeed | null> {
  const site = await loadSite(payload, siteSlug)
  if (!site) return null
  const cars = await readSiteCars(payload, site, {
    availableOnly: true,
    select: FEED_SELECT,
    depth: 1,
    populate: FEED_POPULATE,
  })
  const vehicles: FeedVehicle[] = []
  const skipped: FeedSkip[] = []
  for (const car of cars) {
    const store = storeOf(car, site)
    const input: FeedCar = { ...car, images: imagesOf(car, site.tenantId) }
    const result = store
      ? feedVehicle(input, store, origin)
      : { ok: false as const, reason: 'not a dealership of this site' }
    if (result.ok) vehicles.push(result.vehicle)
    else skipped.push({ id: car.id, slug: car.slug, reason: result.reason })
  }
  if (skipped.length) {
    const byReason: Record<string, number> = {}
    for (const s of skipped) byReason[s.reason] = (byReason[s.reason] ?? 0) + 1
    payload.logger.info(
      { site: site.slug, byReason, cars: skipped.slice(0, 50) },
      `vehicle feed: ${skipped.length} car(s) left out of ${site.slug}'s feeds`,
    )
  }
  return { siteName: site.name, vehicles, skipped }
}

/** Kept with the sitemap's tags and the car photos': a car, photo, dealership, location or site change rebuilds it. */
export const getVehicleFeed = (site: Pick<SiteContext, 'slug' | 'tenantId'>, origin: string) =>
  cachedFeed(site.slug, site.tenantId, origin)
const cachedFeed = taggedMemo(
  'vehicle-feed',
  async (slug: string, _tenantId: number | string, origin: string) =>
    loadVehicleFeed(await payloadClient(), slug, origin),
  (_slug, tenantId) => [...sitemapTags(tenantId), tags.tenantContent(tenantId, 'media')],
)
