/**
 * When a failed lead delivery is tried again: exponential backoff and jitter for 24 h, then the
 * lead is marked `dead` (docs/features/leads.md "Lead delivery"). Pure: the clock and the dice are passed in.
 */
export type RetryPolicy = {
  /** the delay after the first failure, ms */
  baseMs: number
  /** no single wait is longer than this, ms */
  capMs: number
  /** how long after the first try delivery keeps trying, ms */
  windowMs: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** 30 s, 1 min, 2 min … doubling up to an hour between tries, for 24 hours. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, capMs: HOUR, windowMs: 24 * HOUR }

/** The ceiling of the wait after the n-th failure (1-based): base × 2^(n-1), at most the cap. */
export const backoffCeilingMs = (failures: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY) =>
  Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, Math.min(failures - 1, 40)))

export type RetryDecision = { kind: 'retry'; at: Date } | { kind: 'dead' }

/**
 * After the n-th failed try: wait a random time between half the ceiling and the ceiling ("equal
 * jitter", so many leads failing together do not retry together), never past the window's end;
 * once the window has closed, the lead is dead.
 */
export function nextRetry(
  { failures, startedAt, now, random }: { failures: number; startedAt: Date; now: Date; random: () => number },
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): RetryDecision {
  const deadline = startedAt.getTime() + policy.windowMs
  if (now.getTime() >= deadline) return { kind: 'dead' }
  const ceiling = backoffCeilingMs(failures, policy)
  const wait = ceiling / 2 + random() * (ceiling / 2)
  return { kind: 'retry', at: new Date(Math.min(now.getTime() + wait, deadline)) }
}
