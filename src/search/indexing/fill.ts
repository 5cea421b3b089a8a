import type { Payload } from 'payload'

import { createSearchEngine, type SearchEnv, typesenseConfigured } from '../engine'
import { loadIndexDocs } from './load-index-docs'

/** Cars sent per import call: one body of 50,000 documents is tens of megabytes. */
const CHUNK = 1000

/**
 * Fills a shared search index (Typesense) with every car in the database, for the writes that bypass
 * the cars' sync hooks: the demo seed, a restore, a new collection (docs/features/search.md "Search"). Upserts only.
 * Answers how many cars were sent, or null when the deployment uses the embedded engine, which each
 * server builds from the database when it starts.
 */
export async function fillSearchIndex(payload: Payload, env: SearchEnv = process.env): Promise<number | null> {
  if (!typesenseConfigured(env)) return null
  const engine = createSearchEngine(env)
  const docs = await loadIndexDocs(payload)
  for (let i = 0; i < docs.length; i += CHUNK) await engine.upsert(docs.slice(i, i + CHUNK))
  return docs.length
}
