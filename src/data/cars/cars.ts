import { cache } from 'react'

import { hotRead } from '@/cache/hot-reads'
import { tenantIdOf } from '@/cache/revalidate'
import { normaliseMakeModel } from '@/domain/cars/normalise-names'
import { isCarSlug } from '@/domain/cars/slug'
import { stocknumKey } from '@/domain/cars/stocknum'
import type { Id } from '@/domain/ids'
import { decodePathSegment } from '@/domain/text/path-segment'
import type { Car, Dealership, Location, Media } from '@/payload-types'

import { payloadClient } from '../runtime/payload'
import { getSite, type SiteContext } from '../sites/sites'

/** A car as its page reads it: dealership, location and media populated. */
export type CarWithRelations = Omit<
  Car,
  'dealership' | 'location' | 'images' | 'spin_images' | 'spin_interior_image' | 'file'
> & {
  dealership: Dealership
  location: Location | null
  images: Media[]
  spin_images: Media[]
  spin_interior_image: Media | null
  file: Media | null
}

const populated = <T extends object>(v: unknown): T | null => (v && typeof v === 'object' ? (v as T) : null)
const populatedList = <T extends object>(v: unknown): T[] =>
  Array.isArray(v) ? v.filter((x): x is T => !!x && typeof x === 'object') : []

/**
 * Media of the site's own tenant only: a forged or imported id of another tenant's photo is dropped
 * (docs/features/security.md "Walls").
 */
const ownMedia =
  (tenantId: number | string) =>
  (m: Media | null): m is Media =>
    m !== null && String(tenantIdOf(m)) === String(tenantId)

/**
 * The car with this slug on this site, or null. The wall: the car must belong to the site's tenant
 * and to one of the site's dealerships. A car hidden from dealer websites, or one of the site's
 * excluded stock numbers, is not found. A sold car is found whatever its age, so a shared link
 * shows the SOLD view with similar cars instead of a dead end (stock §4 SOLD view).
 */
export async function loadCarForSite(
  site: Pick<SiteContext, 'tenantId' | 'dealerships' | 'settings'>,
  slug: string,
): Promise<CarWithRelations | null> {
  // Only what a car's slug can be is looked up (src/domain/cars/slug.ts): a control character, which
  // PostgreSQL refuses in a text parameter (a 500 the route fuzzer found), is simply not found.
  if (!isCarSlug(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: {
      and: [
        { tenant: { equals: site.tenantId } },
        { slug: { equals: slug } },
        { dealership: { in: site.dealerships.map((d) => d.id) } },
      ],
    },
    depth: 1,
    limit: 1,
    // One car or none: no count query for pages nobody reads (it is on every lead POST and car page).
    pagination: false,
    overrideAccess: true,
  })
  const car = docs[0]
  // spec: stock §3 status "others not shown": a withdrawn car (gone from the stock feed) is not found.
  if (!car || car.show_on_dealer_website === false || car.status === 'withdrawn') return null
  const dealership = populated<Dealership>(car.dealership)
  if (!dealership) return null
  const excluded = (site.settings.excluded_stocknums ?? []).map(stocknumKey)
  if (car.stocknum && excluded.includes(stocknumKey(car.stocknum))) return null
  const own = ownMedia(site.tenantId)
  const one = (v: unknown) => [populated<Media>(v)].find(own) ?? null
  return {
    ...normaliseMakeModel(car), // the names its index document carries (stock §9), so links agree
    dealership,
    location: populated<Location>(car.location),
    images: populatedList<Media>(car.images).filter(own),
    spin_images: populatedList<Media>(car.spin_images).filter(own),
    spin_interior_image: one(car.spin_interior_image),
    file: one(car.file),
  }
}

/** The site and its car, loaded once per request and shared by generateMetadata and the page. */
export const getCarPage = cache(
  async (siteSlug: string, slug: string): Promise<{ site: SiteContext; car: CarWithRelations } | null> => {
    const site = await getSite(siteSlug)
    if (!site) return null
    const decoded = decodePathSegment(slug)
    // A site's settings and dealerships are its tenant's (or the platform's) data: a change to them
    // expires this read as it expires the page.
    const car =
      decoded === null
        ? null
        : await hotRead(site.tenantId, `car:${site.slug}:${decoded}`, () => loadCarForSite(site, decoded))
    return car ? { site, car } : null
  },
)

/** The slug of the car with this id, if it is the site's (tenant and one of its dealerships). */
export async function slugOfSiteCar(
  site: Pick<SiteContext, 'tenantId' | 'dealerships'>,
  carId: Id,
): Promise<string | null> {
  const payload = await payloadClient()
  try {
    const { docs } = await payload.find({
      collection: 'cars',
      where: {
        and: [
          { id: { equals: carId } },
          { tenant: { equals: site.tenantId } },
          { dealership: { in: site.dealerships.map((d) => d.id) } },
        ],
      },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      select: { slug: true },
    })
    return docs[0]?.slug ?? null
  } catch {
    return null // a malformed or out-of-range id is simply not a car of this site
  }
}
