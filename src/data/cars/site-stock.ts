import type { Payload, Where } from 'payload'

import { AVAILABLE_STATUSES } from '@/domain/availability/is-available'
import { isListedOnSite } from '@/domain/availability/listing'
import { CAR_STATUSES } from '@/domain/cars/vocabulary'
import { relationId } from '@/domain/ids'
import type { Car } from '@/payload-types'
import { listingRules } from '@/search/listing'

import { siteSearchScope } from '../search/scope'
import type { SiteContext } from '../sites/sites'

const PAGE_SIZE = 1000

const epochSeconds = (iso: string | null | undefined) => {
  const ms = iso ? Date.parse(iso) : NaN
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null
}

export type SiteCarsOptions = {
  /** Only cars a shopper can buy (the feeds), or every car the site lists (the sitemap: sold ones in their window too). */
  availableOnly: boolean
  select: Record<string, true>
  depth?: number
  populate?: Record<string, Record<string, true>>
}

/** Columns the listing rule reads; always selected. */
const LISTING_SELECT = {
  tenant: true,
  dealership: true,
  status: true,
  sold_date: true,
  show_on_dealer_website: true,
  stocknum: true,
} as const

/**
 * The cars a shopper can open from this site's listings: its tenant and dealerships (the wall), then
 * the one listing rule (src/domain/availability/listing.ts: hidden cars, excluded stock numbers, the
 * sold window per dealership) that the search engines and pages apply. Keyset-paged by id.
 */
export async function readSiteCars(payload: Payload, site: SiteContext, options: SiteCarsOptions): Promise<Car[]> {
  if (!site.dealerships.length) return []
  const scope = siteSearchScope(site)
  const base: Where[] = [
    { tenant: { equals: site.tenantId } },
    { dealership: { in: site.dealerships.map((d) => d.id) } },
    { status: { in: [...(options.availableOnly ? AVAILABLE_STATUSES : CAR_STATUSES)] } },
  ]
  const cars: Car[] = []
  for (let after: number | string | null = null; ;) {
    const { docs } = (await payload.find({
      collection: 'cars',
      where: { and: [...base, ...(after == null ? [] : [{ id: { greater_than: after } }])] },
      sort: 'id',
      limit: PAGE_SIZE,
      pagination: false,
      depth: options.depth ?? 0,
      select: { ...options.select, ...LISTING_SELECT },
      ...(options.populate ? { populate: options.populate } : {}),
      overrideAccess: true,
    })) as unknown as { docs: Car[] }
    for (const car of docs) {
      const listable = { ...car, sold_date_timestamp: epochSeconds(car.sold_date) }
      // The query already holds the wall; checked again per car, as the engines do.
      if (String(relationId(car.tenant)) !== String(site.tenantId)) continue
      if (isListedOnSite(listable, listingRules(scope, relationId(car.dealership) ?? undefined))) cars.push(car)
    }
    if (docs.length < PAGE_SIZE) return cars
    const last = docs.at(-1)
    if (!last) return cars
    after = last.id
  }
}
