/**
 * Create-or-update by a natural key (slug, email, name), so running the seed twice leaves one copy
 * of everything. Local API writes skip revalidation: the seed runs outside Next.js.
 */
import type { CollectionSlug, Payload, Where } from 'payload'

import type { Id } from '@/domain/ids'

export const SEED_CONTEXT = { disableRevalidate: true }

export type UpsertResult = { id: Id; created: boolean }

export async function upsert(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  data: Record<string, unknown>,
): Promise<UpsertResult> {
  const found = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false })
  const current = found.docs[0]
  if (current) {
    await payload.update({ collection, id: current.id, data: data as never, depth: 0, context: SEED_CONTEXT })
    return { id: current.id, created: false }
  }
  const doc = await payload.create({ collection, data: data as never, depth: 0, context: SEED_CONTEXT })
  return { id: doc.id, created: true }
}

/** Natural keys: slug within a tenant (or platform-wide when tenant is omitted). */
export const bySlug = (slug: string, tenant?: Id): Where =>
  tenant === undefined
    ? { slug: { equals: slug } }
    : { and: [{ slug: { equals: slug } }, { tenant: { equals: tenant } }] }
