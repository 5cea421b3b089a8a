/**
 * Short-lived reads for the lead intake's hot path (a flood of POSTs for the same few cars): kept on
 * globalThis so the route bundle and the Payload hooks (different bundles of one server process)
 * share it. Any collection change in this process clears it (collections/hooks/revalidates.ts), and
 * another instance's entries lapse after RECENT_READ_TTL_MS.
 */
export const RECENT_READ_TTL_MS = 2_000
const KEY = Symbol.for('forecourt.recentReads')

type Entry = { value: Promise<unknown>; at: number }
type Holder = { [KEY]?: Map<string, Entry> }

const store = () => ((globalThis as Holder)[KEY] ??= new Map())

/** The value read for `key` in the last RECENT_READ_TTL_MS, else `read()` (shared by concurrent callers). */
export function recentRead<T>(key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
  const map = store()
  const hit = map.get(key)
  if (hit && now - hit.at < RECENT_READ_TTL_MS) return hit.value as Promise<T>
  if (map.size > 1_000) map.clear() // bounded: car slugs come from shoppers
  const value = read()
  map.set(key, { value, at: now })
  value.catch(() => map.delete(key)) // a failed read is not remembered
  return value
}

export function clearRecentReads() {
  store().clear()
}
