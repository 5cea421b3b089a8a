import type {
  AutoDealer,
  AutoPartsStore,
  AutoRepair,
  ItemList,
  OpeningHoursSpecification,
  WithContext,
} from 'schema-dts'

import { entryFor, openPeriod, WEEKDAY_NAMES } from '@/domain/locations/hours'
import type { HolidayRow } from '@/domain/locations/special-hours'
import type { LocationType, OpeningHoursEntry } from '@/domain/locations/types'
import { formatRating } from '@/domain/reviews/rules'

import { postalAddress, type StreetAddress } from './postal-address'

export type JsonLdLocation = {
  name: string
  type: LocationType
  url: string
  telephone?: string | null
  image?: string | null
  address: StreetAddress
  lat?: number | null
  lng?: number | null
  opening_hours?: readonly OpeningHoursEntry[] | null
  holidays?: readonly HolidayRow[]
  /** only when the page shows the reviews (finance §5 display rule) */
  rating?: { average: number; count: number } | null
  dealershipName?: string | null
}

/** A location's schema.org object (not the bare-string form schema-dts also allows). */
type LocationThing = Exclude<AutoDealer | AutoRepair | AutoPartsStore, string>

/** The schema.org type per location type: sales and used sell cars, service repairs them, parts sells parts. */
const SCHEMA_TYPE = { sales: 'AutoDealer', used: 'AutoDealer', service: 'AutoRepair', parts: 'AutoPartsStore' } as const

const hh = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

function weeklySpecs(hours: JsonLdLocation['opening_hours']): OpeningHoursSpecification[] {
  const specs: OpeningHoursSpecification[] = []
  for (const [weekday, day] of WEEKDAY_NAMES.entries()) {
    const entry = entryFor(hours, weekday)
    const period = entry && entry.status === 'Open' ? openPeriod(entry.open, entry.close) : null
    if (period)
      specs.push({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${day}`,
        opens: hh(period.from),
        closes: hh(period.to),
      })
  }
  return specs
}

/** schema.org's way to say closed on a day: opens and closes at 00:00. */
const holidaySpecs = (rows: readonly HolidayRow[]): OpeningHoursSpecification[] =>
  rows.map((r) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: r.date,
    validThrough: r.date,
    opens: r.period ? hh(r.period.from) : '00:00',
    closes: r.period ? hh(r.period.to) : '00:00',
  }))

/** JSON-LD for a location page: AutoDealer (or AutoRepair, AutoPartsStore) with address, geo, phone, hours and rating. */
export function locationJsonLd(l: JsonLdLocation): WithContext<AutoDealer | AutoRepair | AutoPartsStore> {
  return { '@context': 'https://schema.org', ...describeLocation(l) }
}

/** The location as a schema.org thing, without the @context (for a page of its own, or inside a list). */
function describeLocation(l: JsonLdLocation): LocationThing {
  const data = {
    '@type': SCHEMA_TYPE[l.type],
    name: l.name,
    url: l.url,
    ...(l.dealershipName ? { parentOrganization: { '@type': 'Organization', name: l.dealershipName } } : {}),
    ...(l.telephone ? { telephone: l.telephone } : {}),
    ...(l.image ? { image: l.image } : {}),
    address: postalAddress(l.address),
    ...(typeof l.lat === 'number' && typeof l.lng === 'number'
      ? { geo: { '@type': 'GeoCoordinates', latitude: l.lat, longitude: l.lng } }
      : {}),
    openingHoursSpecification: [...weeklySpecs(l.opening_hours), ...holidaySpecs(l.holidays ?? [])],
    ...(l.rating && l.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: formatRating(l.rating.average),
            reviewCount: l.rating.count,
            bestRating: 5,
          },
        }
      : {}),
  }
  return data as LocationThing
}

/**
 * JSON-LD for the dealer locator (structured data on the dealership pages): an ItemList
 * whose items are the listed locations, each the same AutoDealer (or AutoRepair, AutoPartsStore) its
 * own page describes, in the order shown.
 */
export function locatorJsonLd(input: {
  name: string
  url: string
  locations: readonly JsonLdLocation[]
}): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: input.name,
    url: input.url,
    numberOfItems: input.locations.length,
    itemListElement: input.locations.map((l, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: describeLocation(l),
    })),
  }
}
