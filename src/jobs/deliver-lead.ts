import type { Payload, TaskConfig } from 'payload'

import { recentRead } from '@/cache/recent-reads'
import { claimLead, type DeliveryConfig, loadLeadForDelivery, recordDelivery, releaseLead } from '@/data/leads/delivery'
import { loadPlatformSettings } from '@/data/sites/platform-settings'
import type { Id } from '@/domain/ids'
import { nextRetry } from '@/domain/leads/delivery/schedule'
import {
  attemptError,
  type DeliveryAttempt,
  type DeliveryTransport,
  transportsOwed,
} from '@/domain/leads/delivery/status'
import { emailSender } from '@/domain/platform-settings'
import {
  deadLeadAlert,
  type DeliverableLead,
  type EmailMessage,
  leadEmail,
  postLeadWebhook,
} from '@/integrations/lead-delivery'
import { type DeliveryEvent, metrics } from '@/ops/metrics'

import { CLAIM_LEASE_MS, deliveryRuntime } from './clock'

export type DeliveryOutcome = 'sent' | 'failed' | 'dead' | 'busy' | 'not_due' | 'done' | 'gone'

/** The tries counted in `forecourt_lead_deliveries_total` (docs/deploy.md "Operations"); the rest did nothing. */
const DELIVERY_EVENTS: Partial<Record<DeliveryOutcome, DeliveryEvent>> = {
  sent: 'sent',
  failed: 'retrying',
  dead: 'dead',
}

export const NO_TRANSPORT = 'No lead delivery is configured for this dealership (Dealerships → Lead delivery).'

const configuredTransports = (c: DeliveryConfig): DeliveryTransport[] => [
  ...(c.emails.length ? (['email'] as const) : []),
  ...(c.webhook ? (['webhook'] as const) : []),
]

const withFrom = (from: string | undefined) => (from ? { from } : {})

/** The webhook's timestamp is the wall clock's: the receiver checks it against its own. */
async function send(payload: Payload, transport: DeliveryTransport, lead: DeliverableLead, config: DeliveryConfig) {
  if (transport === 'email')
    await payload.sendEmail({
      ...leadEmail(lead, config.emails, config.adfPlacement),
      // The platform settings' sender, else the adapter's (SMTP_FROM; docs/features/content.md "Platform settings
      // (super-admins)").
      ...withFrom(emailSender(await recentRead('delivery:platform-settings', () => loadPlatformSettings(payload)))),
    } satisfies EmailMessage)
  else if (transport === 'webhook' && config.webhook) await postLeadWebhook(config.webhook, lead, new Date())
}

/**
 * One delivery try of one lead (docs/features/leads.md "Lead delivery"). Each transport still owed is tried once;
 * one that already succeeded is never sent again. A failure schedules the next try with backoff and
 * jitter; 24 hours after the first try the lead is `dead` and the fallback address gets one alert.
 * The claim makes concurrent runners harmless: the loser does nothing.
 */
export async function deliverLead(payload: Payload, leadId: Id): Promise<DeliveryOutcome> {
  const now = deliveryRuntime.now()
  if (!(await claimLead(payload, leadId, now, CLAIM_LEASE_MS))) return 'busy'
  try {
    const outcome = await tryDelivery(payload, leadId, now)
    const event = DELIVERY_EVENTS[outcome]
    if (event) metrics().leadDeliveries.inc({ outcome: event })
    return outcome
  } catch (err) {
    // A database fault mid-try: let go, so Payload's retry of this job can take the lead again.
    await releaseLead(payload, leadId).catch(() => undefined)
    throw err
  }
}

async function tryDelivery(payload: Payload, leadId: Id, now: Date): Promise<DeliveryOutcome> {
  const { now: clock, random, policy } = deliveryRuntime
  const state = await loadLeadForDelivery(payload, leadId)
  if (!state) return 'gone'
  // A held (suspected) lead waits for a person to release it (docs/features/security.md "Security").
  if (state.status === 'sent' || state.status === 'dead' || state.status === 'held') {
    await releaseLead(payload, leadId)
    return 'done'
  }
  if (state.nextAttemptAt && state.nextAttemptAt > now) {
    await releaseLead(payload, leadId)
    return 'not_due'
  }

  const configured = configuredTransports(state.config)
  const tried: DeliveryAttempt[] = []
  for (const transport of transportsOwed(configured, state.attempts)) {
    const at = clock().toISOString()
    try {
      await send(payload, transport, state.lead, state.config)
      tried.push({ at, transport, outcome: 'sent', error: null })
    } catch (err) {
      tried.push({ at, transport, outcome: 'failed', error: `${transport}: ${attemptError(err)}` })
    }
  }
  const failures = tried.filter((a) => a.outcome === 'failed')
  const attempts = [...state.attempts, ...tried]
  const startedAt = state.startedAt ?? now
  const attemptCount = state.attemptCount + 1
  if (configured.length && !failures.length) {
    await recordDelivery(
      payload,
      leadId,
      { status: 'sent', attempts, attemptCount, startedAt, nextAttemptAt: null, lastError: state.lastError },
      { newAttempts: tried },
    )
    return 'sent'
  }

  const lastError = failures.map((f) => f.error).join('; ') || NO_TRANSPORT
  const decision = nextRetry({ failures: attemptCount, startedAt, now, random }, policy())
  if (decision.kind === 'retry') {
    await recordDelivery(
      payload,
      leadId,
      { status: 'failed', attempts, attemptCount, startedAt, nextAttemptAt: decision.at, lastError },
      { newAttempts: tried, retryAt: decision.at },
    )
    return 'failed'
  }

  // Dead: kept for ever, and the dealership hears of it once.
  const alertTo = state.config.fallbackEmail
  if (alertTo && !attempts.some((a) => a.transport === 'alert' && a.outcome === 'sent')) {
    const at = clock().toISOString()
    try {
      await payload.sendEmail(deadLeadAlert(state.lead, [alertTo], lastError))
      attempts.push({ at, transport: 'alert', outcome: 'sent', error: null })
    } catch (err) {
      attempts.push({ at, transport: 'alert', outcome: 'failed', error: `alert: ${attemptError(err)}` })
    }
  }
  await recordDelivery(
    payload,
    leadId,
    { status: 'dead', attempts, attemptCount, startedAt, nextAttemptAt: null, lastError },
    { newAttempts: attempts.slice(state.attempts.length) },
  )
  return 'dead'
}

/** The Jobs Queue task: one try per job; the job that fails queues its successor (see deliverLead). */
export const deliverLeadTask: TaskConfig<{ input: { lead: string }; output: { outcome: string } }> = {
  slug: 'deliverLead',
  label: 'Deliver a lead to the dealer',
  inputSchema: [{ name: 'lead', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  // A database fault (not a transport failure, which deliverLead records itself) is retried by Payload.
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async ({ input, req }) => {
    const id = /^\d+$/.test(input.lead) ? Number(input.lead) : input.lead
    return { output: { outcome: await deliverLead(req.payload, id) } }
  },
}
