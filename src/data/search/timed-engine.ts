import { metrics } from '@/ops/metrics'
import { getSearchEngine, type PayloadSource } from '@/search/instance'
import type { SearchEngine } from '@/search/types'

const timed = new WeakMap<SearchEngine, SearchEngine>()

/** Times a search into `forecourt_search_duration_seconds` (docs/deploy.md "Operations"), failures counted too. */
async function time<T>(engine: string, run: () => Promise<T>): Promise<T> {
  const stop = metrics().searchDuration.startTimer({ engine })
  try {
    return await run()
  } catch (err) {
    metrics().searchErrors.inc({ engine })
    throw err
  } finally {
    stop()
  }
}

/** The engine as every stock search reaches it: the same engine, its searches timed. */
function withTiming(engine: SearchEngine): SearchEngine {
  let found = timed.get(engine)
  if (!found) {
    found = {
      name: engine.name,
      upsert: (cars) => engine.upsert(cars),
      remove: (ids) => engine.remove(ids),
      search: (query) => time(engine.name, () => engine.search(query)),
      multiSearch: (queries) => time(engine.name, () => engine.multiSearch(queries)),
    }
    timed.set(engine, found)
  }
  return found
}

/** The process's search engine, built (when embedded) from the Payload instance the caller hands in. */
export const timedSearchEngine = async (source: PayloadSource) => withTiming(await getSearchEngine(source))
