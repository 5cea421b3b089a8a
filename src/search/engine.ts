import { EmbeddedSearchEngine } from './embedded/engine'
import type { SearchEngine } from './types'
import { TypesenseEngine } from './typesense/engine'

/** TYPESENSE_URL, TYPESENSE_API_KEY and (optionally) TYPESENSE_COLLECTION. */
export type SearchEnv = Record<string, string | undefined>

/** True when the deployment names a Typesense server and key (architecture "Typesense engine"). */
export const typesenseConfigured = (env: SearchEnv): boolean =>
  Boolean(env.TYPESENSE_URL?.trim() && env.TYPESENSE_API_KEY?.trim())

/**
 * The engine this deployment uses: Typesense when TYPESENSE_URL and TYPESENSE_API_KEY are set,
 * otherwise the embedded engine (empty; src/search/instance.ts fills it from the database).
 */
export function createSearchEngine(env: SearchEnv = process.env): SearchEngine {
  if (typesenseConfigured(env)) {
    return new TypesenseEngine({
      url: env.TYPESENSE_URL!.trim(),
      apiKey: env.TYPESENSE_API_KEY!.trim(),
      collection: env.TYPESENSE_COLLECTION?.trim() || undefined,
    })
  }
  return new EmbeddedSearchEngine()
}
