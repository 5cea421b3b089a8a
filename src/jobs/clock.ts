import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '@/domain/leads/delivery/schedule'

/**
 * The delivery job's clock, dice and retry policy, swappable by tests (and shortened by
 * LEAD_DELIVERY_RETRY_BASE_MS for end-to-end runs and the bench, which cannot wait 30 s).
 */
export const deliveryRuntime = {
  now: () => new Date(),
  random: Math.random,
  policy: (): RetryPolicy => {
    const base = Number(process.env.LEAD_DELIVERY_RETRY_BASE_MS)
    return base > 0
      ? {
          ...DEFAULT_RETRY_POLICY,
          baseMs: base,
          capMs: Math.max(base, Math.min(DEFAULT_RETRY_POLICY.capMs, base * 64)),
        }
      : DEFAULT_RETRY_POLICY
  },
}

/** How long one runner holds a lead: far longer than one try (a 10 s webhook timeout and an SMTP send). */
export const CLAIM_LEASE_MS = 5 * 60_000
