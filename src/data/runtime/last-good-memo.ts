import LRUCache from 'lru-cache'

/**
 * A bounded, per-process memo that keeps each key's last good result (stock §4 "Search loading or
 * error: the last good hits are kept"). A result younger than `ttlMs` is reused without loading
 * again; an older result is kept after the window, and served (marked stale) when a reload fails.
 * At most `maxEntries` keys are kept, the least recently used going first. With `versionOf`, a
 * result is reused only while the version it was loaded at is still current (the search memos pass
 * the stock's generation, so a car change is seen at once); the last good result of an older
 * version is still what a failed reload serves.
 */
export type Remembered<V> = { value: V; stale: boolean }

type Options<K, V> = {
  ttlMs: number
  maxEntries: number
  load: (key: K) => Promise<V>
  keyOf: (key: K) => string
  versionOf?: () => number
  /** Told about a failed load that was covered by a stale result (the caller logs it). */
  onStale?: (error: unknown, key: K) => void
}

export function lastGoodMemo<K, V>({ ttlMs, maxEntries, load, keyOf, versionOf, onStale }: Options<K, V>) {
  // No ttl of its own: an expired result is still what a failed reload serves. peek() reads without
  // counting as a use; get() (a fresh hit) and set() make the key the most recently used.
  const good = new LRUCache<string, { at: number; version: number; value: V }>({ max: maxEntries })
  const loading = new Map<string, Promise<V>>()

  const memo = async (key: K, now = Date.now()): Promise<Remembered<V>> => {
    const id = keyOf(key)
    const version = versionOf?.() ?? 0
    const hit = good.peek(id)
    if (hit && now - hit.at < ttlMs && hit.version === version) {
      good.get(id)
      return { value: hit.value, stale: false }
    }
    // Concurrent landings on the same key share one load (one begun before a change is not shared after it).
    const loadId = `${version}|${id}`
    let pending = loading.get(loadId)
    if (!pending) {
      pending = load(key).finally(() => loading.delete(loadId))
      loading.set(loadId, pending)
    }
    try {
      const value = await pending
      // A slow load of an older version never replaces what a newer one remembered.
      if ((good.peek(id)?.version ?? version) <= version) good.set(id, { at: now, version, value })
      return { value, stale: false }
    } catch (error) {
      const last = good.peek(id)
      if (!last) throw error
      onStale?.(error, key)
      return { value: last.value, stale: true }
    }
  }
  return Object.assign(memo, { size: () => good.size })
}
