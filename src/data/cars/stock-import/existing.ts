import type { Payload } from 'payload'

import { readTenantCarRows } from '@/db/car-writer/read-cars'
import { type Id, relationId } from '@/domain/ids'
import type { ExistingCar } from '@/domain/stock-import/plan'
import { COMPARED_FIELDS } from '@/domain/stock-import/plan'
import type { User } from '@/payload-types'

const PAGE = 5000
const CHUNK = 500

/**
 * The tenant's cars that carry a stock number, read as the staff member (the multi-tenant plugin's
 * scope and the explicit tenant filter both apply), with their photos' source URLs. Never another
 * tenant's: the filter is the tenant of a dealership this user was allowed to read.
 */
export async function readExistingCars(
  payload: Payload,
  user: User,
  tenant: Id,
): Promise<{ cars: ExistingCar[]; slugs: Set<string> }> {
  const select: Record<string, true> = Object.fromEntries(
    [...COMPARED_FIELDS, 'stocknum', 'dealership', 'slug', 'standardEquipment', 'images'].map((k) => [k, true]),
  )
  const direct = await readTenantCarRows(payload, tenant, [...COMPARED_FIELDS, 'stocknum', 'dealership', 'slug'])
  const rows: Record<string, unknown>[] = direct ?? []
  for (let after: Id | null = null; !direct;) {
    // The adapter's own find: the tenant filter below is the wall (the tenant of a dealership this
    // user was allowed to read, checked by the caller), and skipping the per-document access and
    // afterRead hooks makes 50,000 cars a few seconds instead of half a minute.
    const page: { docs: unknown[] } = await payload.db.find({
      collection: 'cars',
      limit: PAGE,
      pagination: false,
      sort: 'id',
      select,
      where: { and: [{ tenant: { equals: tenant } }, ...(after == null ? [] : [{ id: { greater_than: after } }])] },
    })
    const docs = page.docs as Record<string, unknown>[]
    rows.push(...docs)
    if (docs.length < PAGE) break
    after = docs[docs.length - 1]!.id as Id
  }
  const imageIds = [...new Set(rows.flatMap((r) => ((r.images as unknown[]) ?? []).map(relationId)))]
  const sourceOf = new Map<string, string | null>()
  for (let i = 0; i < imageIds.length; i += CHUNK) {
    const { docs } = await payload.find({
      collection: 'media',
      user,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      select: { source_url: true },
      where: { and: [{ tenant: { equals: tenant } }, { id: { in: imageIds.slice(i, i + CHUNK) } }] },
    })
    for (const m of docs) sourceOf.set(String(m.id), m.source_url ?? null)
  }
  const slugs = new Set(rows.map((r) => String(r.slug)))
  const cars = rows
    .filter((r) => typeof r.stocknum === 'string' && r.stocknum.trim() !== '')
    .map((r) => ({
      ...r,
      id: r.id as Id,
      stocknum: r.stocknum as string,
      dealership: relationId(r.dealership) as Id,
      status: String(r.status),
      imageUrls: ((r.images as unknown[]) ?? []).map(
        (m) => sourceOf.get(String(relationId(m))) ?? `media:${relationId(m)}`,
      ),
    }))
  return { cars, slugs }
}
