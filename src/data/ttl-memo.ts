/**
 * Remembers a per-key async result for `ttlMs` (a failed load is forgotten at once). For figures
 * derived from the search index that may lag a car edit by a few seconds: the search vocabulary and
 * the home page's stock counts.
 */
export function ttlMemo<K, V>(ttlMs: number, load: (key: K) => Promise<V>, keyOf: (key: K) => unknown) {
  const entries = new Map<unknown, { at: number; value: Promise<V> }>()
  return (key: K, now = Date.now()): Promise<V> => {
    const id = keyOf(key)
    const hit = entries.get(id)
    if (hit && now - hit.at < ttlMs) return hit.value
    const value = load(key)
    entries.set(id, { at: now, value })
    value.catch(() => entries.delete(id))
    return value
  }
}
