import { cachedLoader } from './cached'

/**
 * A per-process memo for results too large for Next's data cache (it refuses entries over 2 MB, and
 * a sitemap or feed of 50,000 cars is several), still expired by cache tags: the data cache holds
 * only a small version token under the tags; when a tag expires the token changes, and the next
 * call rebuilds. The memo keeps the newest result per key, at most `maxEntries` keys.
 *
 * Single-flight per key: concurrent callers share one version read, so a cold start (or a crawler
 * swarm right after an expiry) builds the result once, not once per caller. Without it each caller
 * of an empty data cache minted its own token and every one rebuilt the whole sitemap or feed. And
 * builds queue: at most MAX_BUILDS run at once in a process, so first reads of every site's
 * sitemaps and feeds (after a deploy, or a crawler swarm) cannot take the whole server.
 */
const MAX_BUILDS = 2
let building = 0
const waiting: (() => void)[] = []

/** Runs `build` when fewer than MAX_BUILDS are running; the next one waiting starts when it ends. */
async function queued<R>(build: () => Promise<R>): Promise<R> {
  if (building >= MAX_BUILDS) await new Promise<void>((start) => waiting.push(start))
  else building++
  try {
    return await build()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else building--
  }
}

export function taggedMemo<A extends (string | number)[], R>(
  name: string,
  load: (...args: A) => Promise<R>,
  tagsFor: (...args: A) => string[],
  maxEntries = 100,
): (...args: A) => Promise<R> {
  const version = cachedLoader(
    `${name}:version`,
    async (_payload, ..._args: A) => `${Date.now()}-${Math.random()}`,
    tagsFor,
  )
  const memo = new Map<string, { version: string; value: Promise<R> }>()
  const reading = new Map<string, Promise<string>>()
  return async (...args: A) => {
    const key = JSON.stringify(args)
    let pending = reading.get(key)
    if (!pending) {
      pending = version(...args).finally(() => reading.delete(key))
      reading.set(key, pending)
    }
    const current = await pending
    const hit = memo.get(key)
    if (hit && hit.version === current) return hit.value
    const value = queued(() => load(...args))
    value.catch(() => memo.get(key)?.value === value && memo.delete(key))
    memo.delete(key)
    memo.set(key, { version: current, value })
    while (memo.size > maxEntries) memo.delete(memo.keys().next().value as string)
    return value
  }
}
