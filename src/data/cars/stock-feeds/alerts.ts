import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import type { FeedConfig } from './config'

export type FeedAlertKind = 'failed' | 'held' | 'stale'

const SUBJECTS: Record<FeedAlertKind, string> = {
  failed: 'Stock feed failed',
  held: 'Stock feed held for your confirmation',
  stale: 'Stock feed has not changed',
}

/** The e-mail addresses of the dealership's staff: the users of its tenant. */
async function staffEmails(payload: Payload, tenant: Id): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    depth: 0,
    limit: 200,
    select: { email: true },
    where: { 'tenants.tenant': { equals: tenant } },
    overrideAccess: true,
  })
  return [...new Set(docs.map((u) => u.email).filter(Boolean))]
}

/**
 * Tells the dealership's staff that its feed needs them (docs/features/stock-feeds.md "Alerts").
 * Answers whether an e-mail went; a mail fault is logged, never thrown (the run is recorded anyway,
 * and the dashboard tile shows it).
 */
export async function sendFeedAlert(
  payload: Payload,
  feed: Pick<FeedConfig, 'dealership' | 'tenant' | 'name'>,
  kind: FeedAlertKind,
  detail: string,
): Promise<boolean> {
  try {
    const to = await staffEmails(payload, feed.tenant)
    if (!to.length) return false
    await payload.sendEmail({
      to,
      subject: `${SUBJECTS[kind]}: ${feed.name}`,
      text: [
        `${SUBJECTS[kind]} for ${feed.name}.`,
        '',
        detail,
        '',
        `See its runs in the admin: Dealerships → ${feed.name} → Stock feed.`,
      ].join('\n'),
    })
    return true
  } catch (err) {
    payload.logger.error({ err }, `stock feed: alert for dealership ${feed.dealership} not sent`)
    return false
  }
}
