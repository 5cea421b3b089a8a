/**
 * The caches' state in this server process, in one place on globalThis: the proxy, the route
 * handlers and the Payload hooks are different bundles of one process, and each bundle has its own
 * copy of every module, so module-level state would be one cache per bundle. Each cache names its
 * slot; the first caller creates it.
 */
const KEY = Symbol.for('forecourt.cache')
type Holder = { [KEY]?: Map<string, unknown> }

export function processState<T>(slot: string, create: () => T): T {
  const slots = ((globalThis as Holder)[KEY] ??= new Map())
  let value = slots.get(slot) as T | undefined
  if (value === undefined) slots.set(slot, (value = create()))
  return value
}
