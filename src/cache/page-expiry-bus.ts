import { Redis } from 'ioredis'

/**
 * Page expiries between the instances of one deployment (docs/features/caching.md "Caching and page weight": a change
 * expires its pages on this server and on every instance). With REDIS_URL set, each instance
 * publishes the cache tags it expires on one channel and applies the tags the others publish, as
 * they arrive. Without Redis (one instance) it does nothing, and SHARED_TTL_MS bounds any
 * instance that missed a message (Redis down). Failures are logged once a minute, never thrown: a
 * page edit must not fail because the bus is down.
 *
 * The same channel carries the embedded search engine's stock changes (src/search/indexing/stock-share.ts),
 * in order with the expiries: an instance applies a car's new index document before it hears that
 * the car's pages expired, so it never renders them again from the old stock.
 */
export type PageExpiryBus = {
  publish: (tags: readonly string[]) => void
  publishStock: (change: unknown) => void
  close: () => Promise<void>
}

/** The database a Redis URL selects, as ioredis reads it: `redis://host/2`, else `?db=2`, else 0. */
export function redisDatabase(redisUrl: string): number {
  let url: URL
  try {
    url = new URL(redisUrl)
  } catch {
    return 0
  }
  const db = url.pathname.replace(/^\//, '') || url.searchParams.get('db') || '0'
  return /^\d+$/.test(db) ? Number(db) : 0
}

/**
 * The channel one deployment's instances share. Redis pub/sub ignores the database number (a message
 * reaches every subscriber on the server), so the name carries both the deployment and the
 * database: two deployments, or two databases, on one Redis server never expire each other's pages.
 */
export const pageExpiryChannel = (deployment: string, redisUrl: string): string =>
  `${deployment}:db${redisDatabase(redisUrl)}:page-expiry`

export function createPageExpiryBus({
  redisUrl,
  deployment,
  onExpire,
  onStock = () => undefined,
}: {
  redisUrl: string
  /** The deployment's name in Redis (RATE_LIMIT_PREFIX): with the database, it names the channel. */
  deployment: string
  onExpire: (tags: string[]) => void | Promise<void>
  /** Another instance's stock change, as it sent it (applied in the order of arrival). */
  onStock?: (change: unknown) => void | Promise<void>
}): PageExpiryBus {
  const channel = pageExpiryChannel(deployment, redisUrl)
  const instance = crypto.randomUUID()
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2000 }
  const publisher = new Redis(redisUrl, { ...options, enableOfflineQueue: false })
  const subscriber = new Redis(redisUrl, options)
  let lastWarned = 0
  const warn = (err: unknown) => {
    if (Date.now() - lastWarned < 60_000) return
    lastWarned = Date.now()
    console.warn(`page cache: the expiry channel is unavailable (${err instanceof Error ? err.message : String(err)})`)
  }
  publisher.on('error', warn)
  subscriber.on('error', warn)
  subscriber.subscribe(channel).catch(warn)
  // Each message waits for the one before it: a stock change is applied before a later expiry runs.
  let received: Promise<void> = Promise.resolve()
  subscriber.on('message', (_channel: string, message: string) => {
    received = received.then(async () => {
      try {
        const { from, tags, stock } = JSON.parse(message) as { from?: unknown; tags?: unknown; stock?: unknown }
        if (from === instance) return
        if (Array.isArray(tags)) await onExpire(tags.filter((t): t is string => typeof t === 'string'))
        if (stock !== undefined) await onStock(stock)
      } catch (err) {
        warn(err)
      }
    })
  })
  const send = (body: object) =>
    void publisher.publish(channel, JSON.stringify({ from: instance, ...body })).catch(warn)
  return {
    publish: (tags) => send({ tags }),
    publishStock: (stock) => send({ stock }),
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
}
