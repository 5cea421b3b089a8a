/** A feed run's outcome (docs/features/stock-feeds.md "Run history"). */
export const FEED_RUN_STATUSES = ['running', 'applied', 'unchanged', 'held', 'failed', 'stale'] as const
export type FeedRunStatus = (typeof FEED_RUN_STATUSES)[number]

export const FEED_RUN_TRIGGERS = ['schedule', 'manual', 'confirm'] as const
export type FeedRunTrigger = (typeof FEED_RUN_TRIGGERS)[number]

/** The queue feed runs are on: run by `npm run jobs`, never by a web server. */
export const FEED_QUEUE = 'feeds'

/** How long one runner holds a dealership's feed before another may take it (a dead worker's run). */
export const FEED_RUN_LEASE_MS = 30 * 60_000

/** The error report keeps this many rows (the counts are always complete). */
export const FEED_ERROR_REPORT_MAX = 5_000
