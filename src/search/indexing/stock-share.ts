import type { Id } from '@/domain/ids'

import { typesenseConfigured } from '../engine'
import { readySearchEngine, startedSearchEngine } from '../instance'
import type { CarIndexDoc } from '../types'
import { bumpStockGeneration } from './stock-generation'

/**
 * The embedded engine on several instances of one deployment (docs/deploy.md "Running several instances").
 * Each instance builds its own index from the shared database, so a stock change made through one
 * must reach the others' indexes. With a deployment bus (Redis: src/cache/page-expiry-bus.ts) each
 * change is sent as the index documents themselves, read inside the change's own transaction, and
 * every other instance applies them as they arrive: no instance re-reads a row that may not be
 * committed yet. A process with no engine of its own (the jobs worker) still sends its changes.
 * With Typesense the index is already shared, and without Redis there is one instance: nothing is sent.
 */
export type StockChange = { upsert?: CarIndexDoc[]; remove?: Id[] }

/** Documents per message: a batch re-index of a large tenant goes as several. */
const DOCS_PER_MESSAGE = 500

type Holder = { publish?: (change: StockChange) => void }
const KEY = Symbol.for('forecourt.search.stockShare')
const holder = ((globalThis as Record<symbol, Holder | undefined>)[KEY] ??= {})

/** Called by the deployment bus's owner (src/cache/page-cache.ts) when it joins the deployment; null stops. */
export function shareStockChanges(publish: ((change: StockChange) => void) | null): void {
  holder.publish = publish ?? undefined
}

/** Whether this process's stock changes go to the other instances' embedded engines. */
export const stockShared = (): boolean => Boolean(holder.publish) && !typesenseConfigured(process.env)

/** Sends a change made here to the other instances (in messages of at most DOCS_PER_MESSAGE documents). */
export function publishStockChange({ upsert = [], remove = [] }: StockChange): void {
  if (!stockShared() || (!upsert.length && !remove.length)) return
  for (let i = 0; i < upsert.length; i += DOCS_PER_MESSAGE)
    holder.publish!({ upsert: upsert.slice(i, i + DOCS_PER_MESSAGE) })
  if (remove.length) holder.publish!({ remove })
}

const isChange = (change: unknown): change is StockChange =>
  typeof change === 'object' &&
  change !== null &&
  (Array.isArray((change as StockChange).upsert) || Array.isArray((change as StockChange).remove))

/**
 * A change another instance made, applied to this process's engine: now when it is ready, when its
 * build ends when it is building (the build may have read the database before the change), and not
 * at all when nothing has asked for it (its build will read the database).
 */
export async function receiveStockChange(change: unknown): Promise<void> {
  if (!isChange(change) || typesenseConfigured(process.env)) return
  const target = readySearchEngine() ?? startedSearchEngine()
  if (!target) return
  const engine = await target
  if (change.upsert?.length) await engine.upsert(change.upsert)
  if (change.remove?.length) await engine.remove(change.remove)
  bumpStockGeneration() // this process's remembered searches are out of date
}
