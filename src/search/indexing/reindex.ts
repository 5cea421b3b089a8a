import type { CollectionAfterChangeHook, PayloadRequest, Where } from 'payload'

import type { Id } from '@/domain/ids'
import type { Car } from '@/payload-types'

import type { CarIndexDoc } from '../types'
import { CAR_INDEX_POPULATE, CAR_INDEX_SELECT } from './load-index-docs'
import { applyToEngine, changeTarget, defaultEngineSource, type EngineSource, type EngineTarget } from './sync'
import { toIndexDoc } from './to-index-doc'

/** Cars read and upserted per round when a dealership or location's indexed values change. */
export const REINDEX_PAGE_SIZE = 500

/** The cars matching `where` as index documents, read inside the request in id order, a page at a time. */
export async function* indexDocPages(
  req: PayloadRequest,
  where: Where,
  pageSize = REINDEX_PAGE_SIZE,
): AsyncGenerator<CarIndexDoc[]> {
  for (let after: Id | null = null; ;) {
    const page: { docs: unknown[] } = await req.payload.find({
      collection: 'cars',
      req,
      depth: 1,
      limit: pageSize,
      pagination: false,
      sort: 'id',
      select: CAR_INDEX_SELECT,
      populate: CAR_INDEX_POPULATE,
      where: { and: [where, ...(after == null ? [] : [{ id: { greater_than: after } }])] },
    })
    const docs = page.docs as Car[] // the selected columns are all toIndexDoc reads
    if (docs.length) yield docs.map((car) => toIndexDoc(car))
    if (docs.length < pageSize) return
    const last = docs.at(-1)
    if (!last) return
    after = last.id
  }
}

/** Re-reads the matching cars and upserts them into the engine, page by page. Failures are logged. */
export async function reindexCars(
  req: PayloadRequest,
  engine: EngineTarget | null,
  where: Where,
  what: string,
  pageSize?: number,
): Promise<void> {
  try {
    for await (const page of indexDocPages(req, where, pageSize)) {
      await applyToEngine(req, engine, what, { upsert: page })
    }
  } catch (err) {
    req.payload.logger.error({ err }, `search sync failed: ${what}`)
  }
}

type Related = { id: Id }

export type ReindexOptions<T extends Related> = {
  /** The cars' relationship field that points at the changed document. */
  relation: 'dealership' | 'location'
  /** The document's values that cars carry in the index (a change to any re-indexes its cars). */
  indexedValues: (doc: T) => unknown[]
  engine?: EngineSource
  pageSize?: number
}

const sameValues = (a: unknown[], b: unknown[]) =>
  a.length === b.length && a.every((v, i) => (v ?? null) === (b[i] ?? null))

/**
 * After a dealership or location is updated, re-indexes its cars when a value they carry in the index
 * changed (their names would otherwise stay stale until each car is saved). Skipped on create, when
 * nothing indexed changed, when no engine is running and no other instance is told (a later build
 * reads the database) and when context.disableSearchSync is set, as for the cars' own sync hooks (sync.ts).
 */
export function reindexCarsAfterChange<T extends Related>({
  relation,
  indexedValues,
  engine = defaultEngineSource,
  pageSize,
}: ReindexOptions<T>): CollectionAfterChangeHook<T> {
  return async ({ doc, previousDoc, operation, req, context }) => {
    if (operation !== 'update' || !previousDoc) return doc
    if (sameValues(indexedValues(doc), indexedValues(previousDoc))) return doc
    const target = changeTarget(engine, context)
    if (target)
      await reindexCars(
        req,
        target.engine,
        { [relation]: { equals: doc.id } },
        `re-index cars of ${relation} ${doc.id}`,
        pageSize,
      )
    return doc
  }
}
