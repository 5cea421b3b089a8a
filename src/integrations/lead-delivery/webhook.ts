import { attemptError } from '@/domain/leads/delivery/status'

import type { DeliverableLead } from './lead'
import { signedHeaders } from './signature'
import { assertPublicWebhookTarget } from './target'

/** A receiver that does not answer within this long has failed the try (it is retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000

/** The webhook's stable message id: the same on every retry, so the receiver de-duplicates by it. */
export const leadWebhookId = (lead: Pick<DeliverableLead, 'id'>) => `msg_lead_${lead.id}`

/** The JSON body, in Standard Webhooks' `{type, timestamp, data}` shape. */
export function leadWebhookBody(lead: DeliverableLead, now: Date) {
  return { type: 'lead.created', timestamp: now.toISOString(), data: lead }
}

/** POST the lead, signed; throws with a readable message unless the receiver answers 2xx. */
export async function postLeadWebhook(
  { url, secret }: { url: string; secret: string },
  lead: DeliverableLead,
  now = new Date(),
  fetchImpl: typeof fetch = fetch,
  allowInternal = process.env.LEAD_WEBHOOK_ALLOW_HTTP === 'true',
): Promise<void> {
  await assertPublicWebhookTarget(url, allowInternal)
  const body = JSON.stringify(leadWebhookBody(lead, now))
  const headers = signedHeaders(secret, leadWebhookId(lead), Math.floor(now.getTime() / 1000), body)
  let res: Response
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Forecourt-Webhooks/1', ...headers },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
  } catch (err) {
    throw new Error(`webhook ${new URL(url).host} unreachable: ${attemptError((err as Error).cause ?? err, 200)}`)
  }
  await res.body?.cancel().catch(() => undefined)
  if (!res.ok) throw new Error(`webhook answered HTTP ${res.status}`)
}
