import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags, tenantIdOf } from '@/data/revalidate'
import { tags } from '@/data/tags'

export const revalidateCar: CollectionAfterChangeHook = async ({ doc, req }) => {
  const tenant = tenantIdOf(doc)
  if (tenant !== undefined) await expireTags(req, tags.tenantCars(tenant))
  return doc
}

export const revalidateDeletedCar: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const tenant = tenantIdOf(doc)
  if (tenant !== undefined) await expireTags(req, tags.tenantCars(tenant))
  return doc
}
