/** A feed file fetched, or why not (docs/features/stock-feeds.md "Alerts"). */
export type FetchedFeed = { body: Buffer; source: string } | { error: string; source: string }

/** spec: none; ours. A feed that has not arrived within this long has failed. */
export const FEED_TIMEOUT_MS = 60_000
/** The largest feed file read: 60,000 cars in rich XML stay well under it. */
export const FEED_MAX_BYTES = 200 * 1024 * 1024

export type FeedLimits = { timeoutMs?: number; maxBytes?: number }

const megabytes = (n: number) => `${Math.round(n / 1024 / 1024)} MB`
export const tooLarge = (max: number) => `The feed is larger than ${megabytes(max)}.`
export const tooSlow = (ms: number) => `The feed did not arrive within ${Math.round(ms / 1000)} s.`
