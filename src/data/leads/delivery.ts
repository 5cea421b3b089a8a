import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { recentRead } from '@/cache/recent-reads'
import {
  claimLeadSql,
  INSERT_DELIVERY_ATTEMPT_SQL,
  type LibsqlClient,
  pgDeliveryJob,
  sqliteDeliveryJob,
  UPDATE_LEAD_DELIVERY_SQL,
} from '@/db/lead-sql'
import { type Id, relationId } from '@/domain/ids'
import { leadAttribution } from '@/domain/leads/attribution'
import { type DeliveryAttempt, type DeliveryStatus, LEAD_DELIVERY_QUEUE } from '@/domain/leads/delivery/status'
import { leadRecipients } from '@/domain/leads/department'
import { carUrl } from '@/domain/links/car-path'
import { valuationSummary } from '@/domain/trade-in/valuation'
import type { AdfPlacement, DeliverableLead } from '@/integrations/lead-delivery'
import type { Car, Dealership, Lead, Site } from '@/payload-types'

import { type PgPool, pgTransaction } from './writer'

export const LEAD_QUEUE = LEAD_DELIVERY_QUEUE

/** Queue one delivery try of a lead; with `req`, inside the caller's transaction. */
export async function queueLeadDeliveryJob(
  payload: Payload,
  leadId: Id,
  opts: { req?: PayloadRequest; waitUntil?: Date } = {},
) {
  await payload.jobs.queue({
    task: 'deliverLead',
    queue: LEAD_QUEUE,
    input: { lead: String(leadId) },
    req: opts.req,
    waitUntil: opts.waitUntil,
  })
}

type MongoDb = {
  collections: Record<string, { findOneAndUpdate: (filter: object, update: object, opts: object) => Promise<unknown> }>
}

/**
 * Take the lead for one delivery try, in one atomic statement: only one runner at a time holds it
 * (the server's autoRun and a `npm run jobs` worker may both pick the same job). The claim lapses
 * after `leaseMs`, so a runner that died mid-try does not hold the lead for ever. Answers the token.
 */
export async function claimLead(payload: Payload, leadId: Id, now: Date, leaseMs: number): Promise<string | null> {
  const token = `${process.pid}-${now.getTime()}-${Math.random().toString(36).slice(2)}`
  const until = now.getTime() + leaseMs
  const claimed = await claimLeadSql(payload, leadId, token, until, now.getTime())
  if (claimed !== null) return claimed ? token : null
  const db = payload.db as unknown as Partial<MongoDb>
  if (db.collections?.leads) {
    const doc = await db.collections.leads.findOneAndUpdate(
      {
        _id: leadId,
        $or: [
          { delivery_claim_until: null },
          { delivery_claim_until: { $exists: false } },
          { delivery_claim_until: { $lt: now.getTime() } },
        ],
      },
      { $set: { delivery_claim: token, delivery_claim_until: until } },
      { new: true, projection: { _id: 1 }, lean: true },
    )
    return doc ? token : null
  }
  throw new Error(`claimLead: no raw access for the ${payload.db.name} adapter`)
}

/** Where a dealership's leads go (its "Lead delivery" tab). */
export type DeliveryConfig = {
  emails: string[]
  adfPlacement: AdfPlacement
  webhook: { url: string; secret: string } | null
  fallbackEmail: string | null
}

export type LeadDeliveryState = {
  status: DeliveryStatus
  attemptCount: number
  attempts: DeliveryAttempt[]
  nextAttemptAt: Date | null
  startedAt: Date | null
  lastError: string | null
  claim: string | null
  lead: DeliverableLead
  config: DeliveryConfig
}

const dateOrNull = (v: unknown) => (v ? new Date(String(v)) : null)

/** The public origin of a site: its primary domain, else the first on its allow-list (as src/data/sites/sites.ts). */
const siteUrl = (site: Site) => {
  const domain = site.primary_domain || site.domains?.[0]?.domain
  return domain ? `https://${domain}` : null
}

export function deliveryConfigOf(dealership: Dealership | null, leadType = 'enquiry'): DeliveryConfig {
  const d = dealership?.lead_delivery
  const url = d?.webhook_url?.trim()
  return {
    emails: leadRecipients(
      {
        sales: (d?.email_recipients ?? []).map((r) => r.email).filter(Boolean),
        service: d?.service_email,
        parts: d?.parts_email,
        finance: d?.finance_email,
      },
      leadType,
    ),
    adfPlacement: d?.adf_placement === 'attachment' ? 'attachment' : 'body',
    webhook: url && d?.webhook_secret ? { url, secret: d.webhook_secret } : null,
    fallbackEmail: d?.fallback_email || dealership?.email || null,
  }
}

/** The lead with its car, site and dealership, as the transports need it. Null when it is gone. */
export async function loadLeadForDelivery(payload: Payload, leadId: Id): Promise<LeadDeliveryState | null> {
  const lead = (await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Lead | null
  if (!lead) return null
  // A flood of leads names the same few cars, sites and dealerships: each is read once every couple
  // of seconds per process (src/cache/recent-reads.ts), not three Payload reads per delivery try.
  const byId = async <T>(collection: 'cars' | 'sites' | 'dealerships', id: Id | null) =>
    id == null
      ? null
      : ((await recentRead(`delivery:${collection}:${id}`, () =>
          payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true }),
        )) as T | null)
  const [car, site] = await Promise.all([
    byId<Car>('cars', relationId(lead.car)),
    byId<Site>('sites', relationId(lead.site)),
  ])
  // A lead without a car (contact form) names its dealership, or goes to the site's primary one.
  const dealershipId =
    relationId(lead.dealership) ??
    relationId(car?.dealership) ??
    relationId(site?.primary_dealership) ??
    relationId(site?.dealerships?.[0])
  const dealership = await byId<Dealership>('dealerships', dealershipId)
  const extras = (lead.payload ?? {}) as Record<string, unknown>
  const origin = site ? siteUrl(site) : null
  const trade = extras.trade_in as { year?: number; make?: string; model?: string; km?: number } | null | undefined
  const answers = extras.adjustmentAnswers as Record<string, string> | null | undefined
  const deliverable: DeliverableLead = {
    id: lead.id,
    createdAt: lead.createdAt,
    type: lead.type,
    category: lead.category,
    subcategory: lead.subcategory,
    event_id: lead.event_id,
    source: lead.source,
    url: typeof extras.url === 'string' ? extras.url : null,
    message: lead.message,
    preferred_time: lead.preferred_time,
    rego: lead.rego,
    customer: {
      first_name: lead.name ?? '',
      last_name: lead.last_name,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      opt_in: lead.opt_in,
    },
    vehicle: car
      ? {
          id: car.id,
          name: car.name,
          car_type: car.car_type,
          year: car.year,
          make: car.make,
          model: car.model,
          badge: car.badge,
          vin: car.vin,
          stocknum: car.stocknum,
          price: car.price,
          url: origin ? carUrl(origin, car.slug) : null,
        }
      : null,
    trade_in: trade
      ? {
          year: trade.year ?? null,
          make: trade.make ?? null,
          model: trade.model ?? null,
          km: trade.km ?? null,
          rego_state: typeof extras.regoState === 'string' ? extras.regoState : null,
          valuation: valuationSummary(extras.valuation),
          answers: answers ?? {},
        }
      : null,
    attribution: leadAttribution(extras.lead_attributes),
    offer_amount: typeof extras.offer_amount === 'number' ? extras.offer_amount : null,
    additional_services: Array.isArray(extras.additional_services) ? extras.additional_services.map(String) : [],
    dealership: {
      id: dealership?.id ?? '',
      slug: dealership?.slug ?? '',
      name: dealership?.name ?? 'Unknown dealership',
      email: dealership?.email,
      phone: dealership?.phones?.main,
    },
    site: { slug: site?.slug ?? '', name: site?.name ?? '', url: origin },
  }
  const row = lead as Lead & Record<string, unknown>
  return {
    status: (row.delivery_status as DeliveryStatus) ?? 'pending',
    attemptCount: Number(row.delivery_attempt_count ?? 0),
    attempts: ((row.delivery_attempts as DeliveryAttempt[] | null) ?? []).map(({ at, transport, outcome, error }) => ({
      at,
      transport,
      outcome,
      error,
    })),
    nextAttemptAt: dateOrNull(row.delivery_next_attempt_at),
    startedAt: dateOrNull(row.delivery_started_at),
    lastError: (row.delivery_last_error as string | null) ?? null,
    claim: (row.delivery_claim as string | null) ?? null,
    lead: deliverable,
    config: deliveryConfigOf(dealership, lead.type),
  }
}

export type DeliveryUpdate = {
  status: DeliveryStatus
  attemptCount: number
  attempts: DeliveryAttempt[]
  nextAttemptAt: Date | null
  startedAt: Date | null
  lastError: string | null
}

/** An array row's id, as Payload makes them (24 hex digits, like a MongoDB ObjectId). */
const rowId = () => randomBytes(12).toString('hex')

/**
 * Record a try and let go of the claim, in one write (the job's own; staff cannot write these
 * fields). `newAttempts` are the tries this run made (appended after the lead's earlier ones);
 * `retryAt` queues the next try's job in the same transaction, so a recorded failure always has its
 * successor. On SQLite and PostgreSQL the rows are written directly, in one transaction: Payload's
 * update (a read, the whole attempts array deleted and re-inserted, the document read back, on
 * SQLite each statement its own synced commit, plus a job create) was most of a delivery's cost: on
 * SQLite libsql runs every statement on the event loop, and on PostgreSQL its field hooks and query
 * building were a fifth of a bench:leads worker's CPU.
 */
export async function recordDelivery(
  payload: Payload,
  leadId: Id,
  u: DeliveryUpdate,
  opts: { newAttempts?: DeliveryAttempt[]; retryAt?: Date } = {},
) {
  const db = payload.db as unknown as { name: string; client?: LibsqlClient; pool?: PgPool }
  const added = opts.newAttempts ?? []
  const sqlite = db.name === 'sqlite' && db.client
  const postgres = db.name === 'postgres' && db.pool
  if ((sqlite || postgres) && u.attempts.length >= added.length) {
    const stamp = new Date().toISOString()
    const first = u.attempts.length - added.length
    const retryAt = opts.retryAt?.toISOString()
    const stmts = [
      {
        sql: UPDATE_LEAD_DELIVERY_SQL,
        args: [
          u.status,
          u.attemptCount,
          u.nextAttemptAt?.toISOString() ?? null,
          u.startedAt?.toISOString() ?? null,
          u.lastError,
          stamp,
          leadId,
        ],
      },
      ...added.map((a, i) => ({
        sql: INSERT_DELIVERY_ATTEMPT_SQL,
        args: [first + i + 1, leadId, rowId(), a.at, a.transport, a.outcome, a.error ?? null],
      })),
    ]
    if (sqlite) {
      const job = retryAt ? [sqliteDeliveryJob({ sql: '?', args: [leadId] }, stamp, retryAt)] : []
      await db.client!.batch([...stmts, ...job], 'write')
      return
    }
    await pgTransaction(db.pool!, async (client) => {
      for (const { sql, args } of stmts) {
        let n = 0
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          args,
        )
      }
      if (retryAt) {
        const job = pgDeliveryJob(leadId, stamp, retryAt)
        await client.query(job.sql, job.args)
      }
    })
    return
  }
  await payload.update({
    collection: 'leads',
    id: leadId,
    overrideAccess: true,
    depth: 0,
    context: { disableRevalidate: true },
    data: {
      delivery_status: u.status,
      delivery_attempt_count: u.attemptCount,
      delivery_attempts: u.attempts,
      delivery_next_attempt_at: u.nextAttemptAt?.toISOString() ?? null,
      delivery_started_at: u.startedAt?.toISOString() ?? null,
      delivery_last_error: u.lastError,
      delivery_claim: null,
      delivery_claim_until: null,
    },
  })
  if (opts.retryAt) await queueLeadDeliveryJob(payload, leadId, { waitUntil: opts.retryAt })
}

/** Let go of the claim without recording a try (nothing was due). */
export async function releaseLead(payload: Payload, leadId: Id) {
  await payload.update({
    collection: 'leads',
    id: leadId,
    overrideAccess: true,
    depth: 0,
    context: { disableRevalidate: true },
    data: { delivery_claim: null, delivery_claim_until: null },
  })
}

/** Leads whose delivery job went missing (a crash between storing and queueing, or a lost job). */
export async function strandedLeadIds(payload: Payload, olderThan: Date, limit = 100): Promise<Id[]> {
  const { docs } = await payload.find({
    collection: 'leads',
    depth: 0,
    limit,
    overrideAccess: true,
    where: {
      and: [
        { delivery_status: { in: ['pending', 'failed'] } },
        {
          or: [
            { delivery_next_attempt_at: { exists: false } },
            { delivery_next_attempt_at: { less_than: olderThan.toISOString() } },
          ],
        },
        { updatedAt: { less_than: olderThan.toISOString() } },
      ],
    },
  })
  return docs.map((d) => d.id)
}
