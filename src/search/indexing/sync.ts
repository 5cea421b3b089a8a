import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { Id } from '@/domain/ids'
import type { Car } from '@/payload-types'

import { typesenseConfigured } from '../engine'
import { getSearchEngine, readySearchEngine, startedSearchEngine } from '../instance'
import type { CarIndexDoc, SearchEngine } from '../types'
import { CAR_INDEX_POPULATE, CAR_INDEX_SELECT } from './load-index-docs'
import { bumpStockGeneration } from './stock-generation'
import { toIndexDoc } from './to-index-doc'

/**
 * Which engine to keep current. An engine that is ready is updated before the hook returns. While
 * the embedded engine is still being built the change is applied when the build ends (the build
 * reads the database outside this transaction, so the hook must not wait for it). When nothing has
 * asked for the embedded engine yet there is nothing to update: its build will read the database.
 */
export type EngineSource = () => SearchEngine | Promise<SearchEngine> | null | undefined

export const defaultEngineSource: EngineSource = () =>
  readySearchEngine() ?? startedSearchEngine() ?? (typesenseConfigured(process.env) ? getSearchEngine() : null)

export type SyncOptions = { engine?: EngineSource }

export type EngineTarget = NonNullable<ReturnType<EngineSource>>

/** Applies a change now to a ready engine, or when a building one is ready; failures are logged. */
export async function applyToEngine(
  req: PayloadRequest,
  engine: EngineTarget,
  what: string,
  change: (e: SearchEngine) => Promise<void>,
) {
  const fail = (err: unknown) => req.payload.logger.error({ err }, `search sync failed: ${what}`)
  const changed = async (e: SearchEngine) => {
    await change(e)
    bumpStockGeneration() // the remembered searches of this process are now out of date
  }
  if (engine instanceof Promise) void engine.then(changed).catch(fail)
  else await changed(engine).catch(fail)
}

/** The car as the index holds it, read inside the request's transaction with names populated. */
async function indexDocOf(req: PayloadRequest, id: Id): Promise<CarIndexDoc> {
  const car = await req.payload.findByID({
    collection: 'cars',
    id,
    req,
    depth: 1,
    select: CAR_INDEX_SELECT,
    populate: CAR_INDEX_POPULATE,
  })
  return toIndexDoc(car as Car)
}

/** Upserts the saved car into the search engine. Skipped when context.disableSearchSync is set. */
export function syncCarAfterChange({ engine = defaultEngineSource }: SyncOptions = {}): CollectionAfterChangeHook<Car> {
  return async ({ doc, req, context }) => {
    const target = context?.disableSearchSync ? null : engine()
    if (!target) return doc
    try {
      const indexDoc = await indexDocOf(req, doc.id)
      await applyToEngine(req, target, `upsert car ${doc.id}`, (e) => e.upsert([indexDoc]))
    } catch (err) {
      req.payload.logger.error({ err }, `search sync failed: read car ${doc.id}`)
    }
    return doc
  }
}

/** Removes the deleted car from the search engine. Skipped when context.disableSearchSync is set. */
export function syncCarAfterDelete({ engine = defaultEngineSource }: SyncOptions = {}): CollectionAfterDeleteHook<Car> {
  return async ({ id, doc, req, context }) => {
    const target = context?.disableSearchSync ? null : engine()
    if (target) await applyToEngine(req, target, `remove car ${id}`, (e) => e.remove([id]))
    return doc
  }
}
