/**
 * Every in-process cache lifetime, named once (docs/features/caching-kernel.md). A cache that a
 * change expires through the tenant generations (src/cache/generation.ts) still has a lifetime: it
 * bounds an instance that missed a change (Redis down, no Redis) and text that changes with the
 * clock (opening hours). Four lifetimes, each for a different reason:
 */

/**
 * Shared pages, hot reads and the host → site map: what a shopper may see of a change another
 * instance made when its expiry did not arrive, and of time-of-day text (docs/features/caching.md "Caching and page
 * weight").
 */
export const SHARED_TTL_MS = 30_000

/**
 * Search results, site vocabularies and stock counts: a car another process saved shows within
 * this long (this process's own change at once, by the stock generation).
 */
export const LAST_GOOD_TTL_MS = 10_000

/**
 * The lead intake's and delivery's reads: expired by no tag (the seed and batch imports change cars
 * under `disableRevalidate`, and a jobs worker hears no expiry without Redis), so short.
 */
export const RECENT_READ_TTL_MS = 2_000

/** Next's data cache (`cachedLoader`): tags expire its entries; this bounds one a tag never reached. */
export const DATA_CACHE_REVALIDATE_S = 3_600
