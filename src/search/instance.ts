import type { Payload } from 'payload'

import { EmbeddedSearchEngine } from './embedded/engine'
import { createSearchEngine } from './engine'
import { loadIndexDocs } from './indexing/load-index-docs'
import type { SearchEngine } from './types'

type Holder = { promise?: Promise<SearchEngine>; ready?: SearchEngine }

// On globalThis so every bundle of the server (Next.js route bundles, Payload hooks) shares one engine.
const KEY = Symbol.for('forecourt.search.engine')
const holder = ((globalThis as Record<symbol, Holder | undefined>)[KEY] ??= {})

/** Where the embedded engine reads its cars: a Payload instance, or a way to get one when needed. */
export type PayloadSource = Payload | (() => Promise<Payload>)

async function build(source?: PayloadSource): Promise<SearchEngine> {
  const engine = createSearchEngine(process.env)
  if (engine instanceof EmbeddedSearchEngine) {
    // Handed in by the caller (src/data, a hook, a test): search never imports the Payload config,
    // which would close the loop collections → search sync → search → payload.config → collections.
    if (!source) throw new Error('the embedded search engine is built from the Payload instance its caller passes')
    const started = performance.now()
    const client = typeof source === 'function' ? await source() : source
    await engine.upsert(await loadIndexDocs(client))
    client.logger.info(
      `search: embedded index built with ${engine.size} cars in ${Math.round(performance.now() - started)} ms`,
    )
  }
  return engine
}

/**
 * The process's search engine. The embedded engine is built from the database on first use (the
 * promise is cached, so concurrent callers wait for the same build); Typesense needs no build, and
 * so no source.
 */
export function getSearchEngine(source?: PayloadSource): Promise<SearchEngine> {
  holder.promise ??= build(source).then(
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
