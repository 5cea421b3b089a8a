/**
 * A lead's delivery state, as staff see it in the Leads list (docs/features/leads.md "Lead delivery"). `held`: a
 * suspected lead (sent without a solved challenge while its site was past its normal rate; docs/features/security.md
 * "Security") waits for a person to release it and is never delivered before.
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'dead', 'held'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** The ways a lead reaches the dealer, plus the alert that says it did not. */
export const DELIVERY_TRANSPORTS = ['email', 'webhook', 'alert'] as const
export type DeliveryTransport = (typeof DELIVERY_TRANSPORTS)[number]

export type DeliveryAttempt = {
  at: string
  transport: DeliveryTransport
  outcome: 'sent' | 'failed'
  error?: string | null
}

/** The transports still owed: configured, and not yet sent by an earlier try (each is delivered once). */
export const transportsOwed = (configured: readonly DeliveryTransport[], attempts: readonly DeliveryAttempt[]) =>
  configured.filter((t) => !attempts.some((a) => a.transport === t && a.outcome === 'sent'))

/** Error text as stored on an attempt: one line, bounded. */
export const attemptError = (err: unknown, max = 500) =>
  (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim().slice(0, max)

/** The Jobs Queue queue that carries lead deliveries (the server's autoRun and `npm run jobs` run it). */
export const LEAD_DELIVERY_QUEUE = 'leads'

/** What releasing a held lead (or retrying a failed one) writes before its delivery job is queued. */
export const RELEASED_FOR_DELIVERY = {
  suspected: false,
  delivery_status: 'pending',
  delivery_next_attempt_at: null,
  delivery_started_at: null,
} as const
