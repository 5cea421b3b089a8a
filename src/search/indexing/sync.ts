import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { Id } from '@/domain/ids'
import type { Car } from '@/payload-types'

import { typesenseConfigured } from '../engine'
import { getSearchEngine, readySearchEngine, startedSearchEngine } from '../instance'
import type { CarIndexDoc, SearchEngine } from '../types'
import { CAR_INDEX_POPULATE, CAR_INDEX_SELECT } from './load-index-docs'
import { bumpStockGeneration } from './stock-generation'
import { publishStockChange, type StockChange, stockShared } from './stock-share'
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

/**
 * Applies a change now to a ready engine, or when a building one is ready, and sends it to the other
 * instances' embedded engines (./stock-share.ts); with no engine here it is only sent. Failures are logged.
 */
export async function applyToEngine(
  req: PayloadRequest,
  engine: EngineTarget | null,
  what: string,
  change: StockChange,
) {
  publishStockChange(change)
  if (!engine) return
  const fail = (err: unknown) => req.payload.logger.error({ err }, `search sync failed: ${what}`)
  const changed = async (e: SearchEngine) => {
    if (change.upsert?.length) await e.upsert(change.upsert)
    if (change.remove?.length) await e.remove(change.remove)
    bumpStockGeneration() // the remembered searches of this process are now out of date
  }
  if (engine instanceof Promise) void engine.then(changed).catch(fail)
  else await changed(engine).catch(fail)
}

/**
 * The engine a hook's change goes to: null (nothing to do) when context.disableSearchSync is set, or
 * when this process has no engine and shares no changes with other instances.
 */
export function changeTarget(
  engine: EngineSource,
  context: { disableSearchSync?: unknown } | undefined,
): { engine: EngineTarget | null } | null {
  if (context?.disableSearchSync) return null
  const target = engine() ?? null
  return target || stockShared() ? { engine: target } : null
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
    const target = changeTarget(engine, context)
    if (!target) return doc
    try {
      const indexDoc = await indexDocOf(req, doc.id)
      await applyToEngine(req, target.engine, `upsert car ${doc.id}`, { upsert: [indexDoc] })
    } catch (err) {
      req.payload.logger.error({ err }, `search sync failed: read car ${doc.id}`)
    }
    return doc
  }
}

/** Removes the deleted car from the search engine. Skipped when context.disableSearchSync is set. */
export function syncCarAfterDelete({ engine = defaultEngineSource }: SyncOptions = {}): CollectionAfterDeleteHook<Car> {
  return async ({ id, doc, req, context }) => {
    const target = changeTarget(engine, context)
    if (target) await applyToEngine(req, target.engine, `remove car ${id}`, { remove: [id] })
    return doc
  }
}
