import { headers } from 'next/headers'
import type { Payload, TypedUser } from 'payload'
import { cache } from 'react'

import { type Id, relationId } from '@/domain/ids'

type Batch = { ids: Map<string, Id>; counts: Promise<Map<string, number>> }

/** The staff member viewing the admin list: a list cell is handed `payload`, not the request's user. */
const viewer = cache(async (payload: Payload) => (await payload.auth({ headers: await headers() })).user)

/**
 * Leads per car for the cars on one page of the admin list (docs/staff-guide.md "Labels and list columns",
 * Leads), read as the viewer with their access: the multi-tenant plugin keeps the count to their
 * own tenants' leads, so it can never count another dealer's. Only each lead's car id is read.
 */
export async function countLeadsByCar(
  payload: Payload,
  user: TypedUser | null,
  carIds: Id[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (!user || carIds.length === 0) return counts
  const { docs } = await payload.find({
    collection: 'leads',
    user,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    select: { car: true },
    where: { car: { in: carIds } },
  })
  for (const { car } of docs) {
    const id = relationId(car)
    if (id != null) counts.set(String(id), (counts.get(String(id)) ?? 0) + 1)
  }
  return counts
}

/** One open batch per render: the cells of a page start in one tick and share one query. */
const batches = cache((payload: Payload) => ({ payload, open: null as Batch | null }))

/** The number of leads naming this car that the viewer may see, batched with the rest of the page. */
export async function leadCountForCar(payload: Payload, carId: Id): Promise<number> {
  const state = batches(payload)
  if (!state.open) {
    const ids = new Map<string, Id>()
    const counts = new Promise((resolve) => setTimeout(resolve, 0)).then(async () => {
      state.open = null
      return countLeadsByCar(payload, await viewer(payload), [...ids.values()])
    })
    state.open = { ids, counts }
  }
  const batch = state.open
  batch.ids.set(String(carId), carId)
  return (await batch.counts).get(String(carId)) ?? 0
}
