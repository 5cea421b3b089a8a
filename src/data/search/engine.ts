import type { SearchQuery, SearchResult } from '@/search/types'

import { payloadClient } from '../runtime/payload'
import { timedSearchEngine } from './timed-engine'

/** The process's search engine, built (when embedded) from this server's Payload instance. */
export const searchEngine = () => timedSearchEngine(payloadClient)

/** Several stock queries in one round trip (the InstantSearch route); each carries its site's scope. */
export async function multiSearchStock(queries: SearchQuery[]): Promise<SearchResult[]> {
  return (await searchEngine()).multiSearch(queries)
}
