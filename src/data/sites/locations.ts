import type { Payload } from 'payload'

import { tenantIdOf } from '@/cache/revalidate'
import { tags } from '@/cache/tags'
import { type Id, relationId } from '@/domain/ids'
import { dedupeLocations } from '@/domain/locations/dedupe'
import { locationList, locationTypeOf } from '@/domain/locations/location-type'
import { locationTimeZone } from '@/domain/locations/time-zones'
import type { LocationType, OpeningHoursEntry, SpecialHoursEntry } from '@/domain/locations/types'
import type { Dealership, Location, Media } from '@/payload-types'

import { cachedLoader } from '../runtime/cached'
import type { SiteContext } from './sites'

/** A dealership as the locator, location pages and service pages show it (plain, cacheable). */
export type DirectoryDealership = {
  id: Id
  name: string
  slug: string
  manufacturer: string | null
  url: string | null
  email: string | null
  phones: { main?: string | null; service?: string | null; parts?: string | null }
  dealer_license_number: string | null
  motor_vehicle_repairer: string | null
  /** the external service booking system (finance §3 "xtime_url") */
  xtime_url: string | null
  /** finance §3 "Service booking link entry: name, make, url" */
  service_booking_links: { name: string; make: string | null; url: string }[]
}

/** A location of the site, with what its cards and page show. */
export type SiteLocation = {
  id: Id
  slug: string
  name: string
  type: LocationType
  dealershipId: Id
  primary: boolean
  badge: string | null
  street: string | null
  city: string | null
  state: string | null
  postcode: string | null
  lat: number | null
  lng: number | null
  place_id: string | null
  place_url: string | null
  phone: string | null
  image: { url: string; alt: string } | null
  dealer_license_number: string | null
  motor_vehicle_repairer: string | null
  timeZone: string
  opening_hours: OpeningHoursEntry[]
  special_hours: SpecialHoursEntry[]
}

export type SiteDirectory = { dealerships: DirectoryDealership[]; locations: SiteLocation[] }

type SiteRef = Pick<SiteContext, 'tenantId'> & { dealershipIds: Id[] }

export const siteRef = (site: Pick<SiteContext, 'tenantId' | 'dealerships'>): SiteRef => ({
  tenantId: site.tenantId,
  dealershipIds: site.dealerships.map((d) => d.id),
})

function toDealership(d: Dealership): DirectoryDealership {
  return {
    id: d.id,
    name: d.name,
    slug: d.slug,
    manufacturer: d.manufacturer ?? null,
    url: d.url ?? null,
    email: d.email ?? null,
    phones: { main: d.phones?.main ?? null, service: d.phones?.service ?? null, parts: d.phones?.parts ?? null },
    dealer_license_number: d.dealer_license_number ?? null,
    motor_vehicle_repairer: d.motor_vehicle_repairer ?? null,
    xtime_url: d.xtime_url ?? null,
    service_booking_links: (d.service_booking_links ?? [])
      .filter((l): l is { name: string; make?: string | null; url: string } => Boolean(l.name && l.url))
      .map((l) => ({ name: l.name, make: l.make ?? null, url: l.url })),
  }
}

function toLocation(l: Location, tenantId: Id): SiteLocation {
  const a = l.address
  const image =
    l.image && typeof l.image === 'object' && String(tenantIdOf(l.image)) === String(tenantId)
      ? (l.image as Media)
      : null
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    type: locationTypeOf(l),
    dealershipId: relationId(l.dealership)!,
    primary: Boolean(l.primary),
    badge: l.badge || null,
    street: a?.street ?? null,
    city: a?.city ?? null,
    state: a?.state ?? null,
    postcode: a?.postcode ?? null,
    lat: typeof a?.lat === 'number' ? a.lat : null,
    lng: typeof a?.long === 'number' ? a.long : null,
    place_id: a?.place_id ?? null,
    place_url: a?.place_url ?? null,
    phone: l.contact_detail?.phone || l.contact_detail?.landline_phone || null,
    image: image?.url ? { url: image.sizes?.thumb?.url ?? image.url, alt: image.alt || l.name } : null,
    dealer_license_number: l.dealer_license_number ?? null,
    motor_vehicle_repairer: l.motor_vehicle_repairer ?? null,
    timeZone: locationTimeZone({ time_zone: l.time_zone, state: a?.state }),
    opening_hours: (l.contact_detail?.opening_hours ?? []).map(({ weekday, status, open, close }) => ({
      weekday,
      status,
      open,
      close,
    })),
    special_hours: (l.special_hours ?? []).map(({ date, status, start_hour, end_hour }) => ({
      date,
      status,
      start_hour,
      end_hour,
    })),
  }
}

/**
 * The site's dealerships and their visible locations: only the site's tenant, only the site's
 * dealerships (the wall), sorted by name, duplicates removed (finance §2, §9).
 */
export async function loadSiteDirectory(payload: Payload, site: SiteRef): Promise<SiteDirectory> {
  if (!site.dealershipIds.length) return { dealerships: [], locations: [] }
  const [dealerships, locations] = await Promise.all([
    payload.find({
      collection: 'dealerships',
      where: { and: [{ tenant: { equals: site.tenantId } }, { id: { in: site.dealershipIds } }] },
      depth: 0,
      limit: 100,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'locations',
      where: { and: [{ tenant: { equals: site.tenantId } }, { dealership: { in: site.dealershipIds } }] },
      depth: 1,
      limit: 500,
      overrideAccess: true,
    }),
  ])
  const own = dealerships.docs.filter((d) => String(tenantIdOf(d)) === String(site.tenantId))
  const ownIds = new Set(own.map((d) => String(d.id)))
  const listed = locationList(
    locations.docs.filter(
      (l) => String(tenantIdOf(l)) === String(site.tenantId) && ownIds.has(String(relationId(l.dealership))),
    ),
  ).map((l) => toLocation(l, site.tenantId))
  return {
    dealerships: own.map(toDealership).sort((a, b) => a.name.localeCompare(b.name, 'en-AU')),
    locations: dedupeLocations(listed, (l) => ({ phone: l.phone, street: l.street, place_id: l.place_id })),
  }
}

export const getSiteDirectory = cachedLoader('site-directory', loadSiteDirectory, (s) => [
  tags.tenantContent(s.tenantId, 'locations'),
  tags.tenantContent(s.tenantId, 'dealerships'),
])

/**
 * The locations a service booking or parts enquiry can go to: the site's service (or parts) locations,
 * or every location when the site has none of that type.
 */
export function locationsFor(directory: SiteDirectory, type: 'service' | 'parts'): SiteLocation[] {
  const ofType = directory.locations.filter((l) => l.type === type)
  return ofType.length ? ofType : directory.locations
}
