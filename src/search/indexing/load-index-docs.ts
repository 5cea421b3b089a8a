import type { Payload, Where } from 'payload'

import { readCarIndexRows } from '@/db/car-index-sql'
import { type Id, relationId } from '@/domain/ids'
import type { Car } from '@/payload-types'

import type { CarIndexDoc } from '../types'
import { carsOfIndexRows } from './load-index-docs-sql'
import { toIndexDoc } from './to-index-doc'

/** Only the columns toIndexDoc reads (the cars table is wide). */
export const CAR_INDEX_SELECT = {
  tenant: true,
  dealership: true,
  location: true,
  slug: true,
  name: true,
  make: true,
  model: true,
  badge: true,
  series: true,
  year: true,
  price: true,
  before_price: true,
  offer_price: true,
  subscription_price: true,
  youxQuote: true,
  km: true,
  car_type: true,
  status: true,
  simple_body: true,
  simple_transmission: true,
  simple_fuel: true,
  simple_drive: true,
  colour: true,
  seats: true,
  city: true,
  state: true,
  tag: true,
  reserved: true,
  certified: true,
  preorder: true,
  item_type: true,
  stocknum: true,
  vin: true,
  show_on_dealer_website: true,
  rank: true,
  createdAt: true,
  sold_date: true,
  images: true,
  standardEquipment: true,
} as const

/** The related fields toIndexDoc reads, for cars read at depth 1. */
export const CAR_INDEX_POPULATE = {
  dealerships: { name: true, slug: true },
  locations: { name: true },
  media: { url: true, filename: true },
} as const

const PAGE_SIZE = 2000
const MEDIA_CHUNK = 500

const tenantWhere = (tenantId?: Id): Where[] => (tenantId == null ? [] : [{ tenant: { equals: tenantId } }])

/** Every car (or one tenant's) through the local API at depth 0, keyset-paged by id. */
export async function readCarsLocalApi(payload: Payload, tenantId?: Id): Promise<Car[]> {
  const cars: Car[] = []
  for (let after: Id | null = null; ;) {
    const page: { docs: unknown[] } = await payload.find({
      collection: 'cars',
      depth: 0,
      limit: PAGE_SIZE,
      pagination: false,
      sort: 'id',
      select: CAR_INDEX_SELECT,
      where: { and: [...tenantWhere(tenantId), ...(after == null ? [] : [{ id: { greater_than: after } }])] },
    })
    // The selected columns are all toIndexDoc reads.
    const docs = page.docs as Car[]
    cars.push(...docs)
    if (docs.length < PAGE_SIZE) return cars
    const last = docs.at(-1)
    if (!last) return cars
    after = last.id
  }
}

/**
 * Every car (or one tenant's) as index documents, with dealership and location names and the first
 * image's address. On SQLite and PostgreSQL the cars are read with three plain SQL scans
 * (src/db/car-index-sql.ts): the local API reads hasMany fields with a sub-select per car, which took
 * 13.6 s for 50,000 cars here against 2.5 s. On MongoDB, or with via: 'local-api', the local API is
 * used; both give the same documents (tests/integration/search-reference.test.ts).
 */
export async function loadIndexDocs(
  payload: Payload,
  { tenantId, via }: { tenantId?: Id; via?: 'sql' | 'local-api' } = {},
): Promise<CarIndexDoc[]> {
  const rows = via === 'local-api' ? null : await readCarIndexRows(payload, tenantId)
  const cars = rows ? carsOfIndexRows(rows) : await readCarsLocalApi(payload, tenantId)

  const [dealerships, locations] = await Promise.all([
    payload.find({
      collection: 'dealerships',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { name: true, slug: true },
      where: { and: tenantWhere(tenantId) },
    }),
    payload.find({
      collection: 'locations',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { name: true },
      where: { and: tenantWhere(tenantId) },
    }),
  ])

  const imageIds = [
    ...new Set(cars.map((c) => c.images?.[0]).filter((m): m is number => m != null && typeof m !== 'object')),
  ]
  const mediaUrls = new Map<string, string | null>()
  const mediaTenants = new Map<string, string>()
  for (let i = 0; i < imageIds.length; i += MEDIA_CHUNK) {
    const { docs } = await payload.find({
      collection: 'media',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { url: true, filename: true, tenant: true },
      where: { id: { in: imageIds.slice(i, i + MEDIA_CHUNK) } },
    })
    for (const m of docs) {
      mediaUrls.set(String(m.id), m.url ?? null)
      mediaTenants.set(String(m.id), String(relationId(m.tenant)))
    }
  }

  const ctx = {
    dealerships: new Map(dealerships.docs.map((d) => [String(d.id), d])),
    locations: new Map(locations.docs.map((l) => [String(l.id), l])),
    mediaUrls,
    mediaTenants,
  }
  return cars.map((car) => toIndexDoc(car, ctx))
}
