/**
 * Lead delivery to the dealer (docs/features/leads.md "Lead delivery"): ADF 1.0 e-mail and signed JSON webhooks.
 * ARCHITECTURE "Lead durability": the lead and its delivery job are stored in one transaction
 * (`intakeLead` in src/data/leads/intake.ts); Payload's Jobs Queue runs the `deliverLead` task
 * (src/jobs/deliver-lead) with retries. This folder holds the pure formats and the transports.
 */
export { type AdfPlacement, deadLeadAlert, type EmailMessage, leadEmail } from './email'
export type { DeliverableLead } from './lead'
export { leadWebhookId, postLeadWebhook } from './webhook'

/** The delivery status a new lead is stored with (kept for callers that record it in `payload`). */
export const PENDING_DELIVERY = { status: 'pending' } as const
