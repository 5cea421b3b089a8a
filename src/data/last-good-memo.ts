/**
 * A bounded, per-process memo that keeps each key's last good result (stock §4 "Search loading or
 * error: the last good hits are kept"). A result younger than `ttlMs` is reused without loading
 * again; an older result is kept after the window, and served (marked stale) when a reload fails.
 * At most `maxEntries` keys are kept, the least recently used going first.
 */
export type Remembered<V> = { value: V; stale: boolean }

type Options<K, V> = {
  ttlMs: number
  maxEntries: number
  load: (key: K) => Promise<V>
  keyOf: (key: K) => string
  /** Told about a failed load that was covered by a stale result (the caller logs it). */
  onStale?: (error: unknown, key: K) => void
}

export function lastGoodMemo<K, V>({ ttlMs, maxEntries, load, keyOf, onStale }: Options<K, V>) {
  const good = new Map<string, { at: number; value: V }>()
  const loading = new Map<string, Promise<V>>()

  const remember = (id: string, at: number, value: V) => {
    good.delete(id) // re-inserting moves the key to the most recently used end
    good.set(id, { at, value })
    while (good.size > maxEntries) good.delete(good.keys().next().value as string)
  }

  const memo = async (key: K, now = Date.now()): Promise<Remembered<V>> => {
    const id = keyOf(key)
    const hit = good.get(id)
    if (hit && now - hit.at < ttlMs) {
      remember(id, hit.at, hit.value)
      return { value: hit.value, stale: false }
    }
    // Concurrent landings on the same key share one load.
    let pending = loading.get(id)
    if (!pending) {
      pending = load(key).finally(() => loading.delete(id))
      loading.set(id, pending)
    }
    try {
      const value = await pending
      remember(id, now, value)
      return { value, stale: false }
    } catch (error) {
      const last = good.get(id)
      if (!last) throw error
      onStale?.(error, key)
      return { value: last.value, stale: true }
    }
  }
  return Object.assign(memo, { size: () => good.size })
}
