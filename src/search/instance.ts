import type { Payload } from 'payload'

import { loadIndexDocs } from './document'
import { EmbeddedSearchEngine } from './embedded/engine'
import { createSearchEngine } from './engine'
import type { SearchEngine } from './types'

type Holder = { promise?: Promise<SearchEngine>; ready?: SearchEngine }

// On globalThis so every bundle of the server (Next.js route bundles, Payload hooks) shares one engine.
const KEY = Symbol.for('forecourt.search.engine')
const holder = ((globalThis as Record<symbol, Holder | undefined>)[KEY] ??= {})

async function build(payload?: Payload): Promise<SearchEngine> {
  const engine = createSearchEngine(process.env)
  if (engine instanceof EmbeddedSearchEngine) {
    const started = performance.now()
    const client = payload ?? (await (await import('@/data/payload')).payloadClient())
    await engine.upsert(await loadIndexDocs(client))
    client.logger.info(
      `search: embedded index built with ${engine.size} cars in ${Math.round(performance.now() - started)} ms`,
    )
  }
  return engine
}

/**
 * The process's search engine. The embedded engine is built from the database on first use (the
 * promise is cached, so concurrent callers wait for the same build); Typesense needs no build.
 */
export function getSearchEngine(payload?: Payload): Promise<SearchEngine> {
  holder.promise ??= build(payload).then(
    (engine) => (holder.ready = engine),
    (err) => {
      holder.promise = undefined
      throw err
    },
  )
  return holder.promise
}

/** The engine once built, else undefined. */
export const readySearchEngine = (): SearchEngine | undefined => holder.ready

/** The engine's promise if something has already asked for it, else null. */
export const startedSearchEngine = (): Promise<SearchEngine> | null => holder.promise ?? null

/** Forget the engine (tests, or after a bulk import that bypassed the hooks). */
export function resetSearchEngine(engine?: SearchEngine): void {
  holder.ready = engine
  holder.promise = engine ? Promise.resolve(engine) : undefined
}
