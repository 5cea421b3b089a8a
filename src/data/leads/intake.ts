import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { type Id, relationId } from '@/domain/ids'
import { RELEASED_FOR_DELIVERY } from '@/domain/leads/delivery/status'
import { metrics } from '@/ops/metrics'

import { payloadClient } from '../runtime/payload'
import { queueLeadDeliveryJob } from './delivery'
import { type IdempotencyClaim, type IntakeSite, leadColumns, leadData, type LeadDraft } from './draft'
import { intakeSuspected, noteStoredLead } from './intake-context'
import { leadWriter } from './writer'

/**
 * The one writer of new leads (ARCHITECTURE "Walls": "A lead has one writer"; docs/features/leads.md "Lead
 * delivery"). Every route that stores a lead hands its validated draft to `intakeLead`, which:
 * - answers a retry under the same Idempotency-Key with the first try's lead, stores nothing, and
 *   refuses the key reused for another body (docs/features/security.md "Idempotent leads"), racing tries included;
 * - stores the lead with its delivery job in one transaction, before anything else is attempted
 *   (ARCHITECTURE "Lead durability"): on SQLite and PostgreSQL by the group-committing writer, else
 *   through Payload's create and the Jobs Queue;
 * - holds the lead of a suspected write (src/http/admission.ts): flagged, no job, and noted on the
 *   request so the browser's challenged retry releases it (docs/features/security.md "Challenges and suspected leads").
 * tests/unit/lead-writers.test.ts fails when any other module writes a lead.
 */

export type { IdempotencyClaim, IntakeSite, LeadDraft } from './draft'

/**
 * The stored lead (`replayed`: stored by an earlier try under the same key) with the dealership it
 * went to, or the key reused for another body.
 */
export type IntakeOutcome =
  { ok: true; id: Id; replayed: boolean; dealership: Id | null } | { ok: false; reason: 'key_reused' }

/**
 * Writes that belong with the lead in its transaction (a spin's row): `store` writes the lead. Told
 * whether a failure rolls back what it wrote (`rollsBack`: false on SQLite through Payload), so it
 * can undo its own writes otherwise.
 */
export type Together = (
  store: () => Promise<{ id: Id }>,
  req: PayloadRequest,
  tx: { rollsBack: boolean },
) => Promise<{ id: Id }>

export type IntakeOptions = { idempotency?: IdempotencyClaim; together?: Together }

/** The lead this site stored under a key, if any. */
async function leadUnderKey(
  siteId: Id,
  key: string,
): Promise<{ id: Id; fingerprint: string | null; dealership: Id | null } | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [{ site: { equals: siteId } }, { idempotency_key: { equals: key } }] },
    depth: 0,
    limit: 1,
    select: { idempotency_fingerprint: true, dealership: true },
    overrideAccess: true,
  })
  const doc = docs[0] as { id: Id; idempotency_fingerprint?: string | null; dealership?: Id | null } | undefined
  return doc
    ? { id: doc.id, fingerprint: doc.idempotency_fingerprint ?? null, dealership: doc.dealership ?? null }
    : null
}

/** One lead written with Payload's create, held when the write is suspected; the id is all a caller needs. */
async function createLead(payload: Payload, req: PayloadRequest, data: ReturnType<typeof leadData>) {
  const held = intakeSuspected() ? ({ suspected: true, delivery_status: 'held' } as const) : {}
  // A small selection keeps Payload from reading the lead back at depth 2 (about twenty queries).
  const doc = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    req,
    depth: 0,
    select: { type: true },
    data: { ...data, ...held },
  })
  return { id: doc.id }
}

/**
 * The lead and its delivery job in one Payload transaction. On SQLite, where Payload's adapter runs
 * without transactions, the two writes follow each other, and the jobs' sweep (src/jobs/sweep-leads.ts)
 * queues the job of a lead that a crash in between left without one.
 */
async function storeWithPayload(payload: Payload, data: ReturnType<typeof leadData>, together?: Together) {
  const req = await createLocalReq({}, payload)
  const own = await initTransaction(req)
  try {
    const store = () => createLead(payload, req, data)
    const doc = together ? await together(store, req, { rollsBack: own }) : await store()
    try {
      // A suspected lead is held: its job is queued when it is released.
      if (!intakeSuspected()) await queueLeadDeliveryJob(payload, doc.id, { req })
    } catch (err) {
      if (own) throw err // the lead is rolled back with its job: the shopper is told to try again
      console.error(`[lead-intake] lead ${doc.id} stored but its delivery job was not queued; the sweep will`, err)
    }
    if (own) await commitTransaction(req)
    return doc
  } catch (err) {
    if (own) await killTransaction(req)
    throw err
  }
}

const WRITER = Symbol.for('forecourt.leadWriter')
type WriterHolder = { [WRITER]?: ReturnType<typeof leadWriter> }

async function write(site: IntakeSite, draft: LeadDraft, claim?: IdempotencyClaim, together?: Together) {
  const payload = await payloadClient()
  const writer = ((globalThis as WriterHolder)[WRITER] ??= leadWriter(payload))
  // The group writer queues every lead's job with it: a held lead (no job) and writes that belong
  // with the lead go through Payload's create.
  if (writer.supported && !together && !intakeSuspected())
    return { id: await writer.insert(leadColumns(site, draft, claim)) }
  return storeWithPayload(payload, leadData(site, draft, claim), together)
}

/**
 * The intake of one submission under an optional claim: `replay` answers a retry before the caller
 * does any costly work (a valuation, a lender call), and `store` writes the lead, checking the claim
 * itself when `replay` was not asked first.
 */
export function leadIntake(site: IntakeSite, idempotency?: IdempotencyClaim) {
  let checked = false
  const replay = async (): Promise<IntakeOutcome | null> => {
    checked = true
    const earlier = idempotency ? await leadUnderKey(site.id, idempotency.key) : null
    if (!earlier || !idempotency) return null
    return earlier.fingerprint === idempotency.fingerprint
      ? { ok: true, id: earlier.id, replayed: true, dealership: earlier.dealership }
      : { ok: false, reason: 'key_reused' }
  }
  const store = async (
    draft: LeadDraft,
    { together }: Pick<IntakeOptions, 'together'> = {},
  ): Promise<IntakeOutcome> => {
    if (!checked) {
      const earlier = await replay()
      if (earlier) return earlier
    }
    try {
      const { id } = await write(site, draft, idempotency, together)
      noteStoredLead(id)
      // The metrics count it (docs/deploy.md "Operations").
      metrics().leadsAccepted.inc({ held: String(intakeSuspected()) })
      return { ok: true, id, replayed: false, dealership: draft.dealership }
    } catch (err) {
      // A racing try under the same key got there first: the unique (site, idempotency_key) index refused this one.
      const raced = idempotency ? await replay().catch(() => null) : null
      if (raced) return raced
      throw err
    }
  }
  return { replay, store }
}

/** The intake command: a validated draft in, the stored lead (with its delivery job queued) out. */
export const intakeLead = (site: IntakeSite, draft: LeadDraft, options: IntakeOptions = {}) =>
  leadIntake(site, options.idempotency).store(draft, options)

/**
 * Adds to a stored lead's form data (the lender's reply to a finance enquiry, finance §7). Only the
 * `payload` column is written, so a delivery running meanwhile keeps its own columns.
 */
export async function attachToLead(site: IntakeSite, id: Id, extra: Record<string, unknown>): Promise<void> {
  const payload = await payloadClient()
  const lead = await payload.findByID({
    collection: 'leads',
    id,
    depth: 0,
    select: { site: true, payload: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!lead || String(relationId(lead.site)) !== String(site.id))
    throw new Error(`lead ${id} is not of site ${site.id}`)
  const data = lead.payload && typeof lead.payload === 'object' && !Array.isArray(lead.payload) ? lead.payload : {}
  await payload.db.updateOne({
    collection: 'leads',
    where: { id: { equals: id } },
    data: { payload: { ...data, ...extra }, updatedAt: new Date().toISOString() },
    options: { atomic: true },
    returning: false,
  })
}

/**
 * Releases held leads for delivery (docs/features/security.md "Challenges and suspected leads"): the shopper's browser
 * solved the challenge on its retry of the same submission, so the leads its first, unchecked try
 * stored are theirs. A lead is released once: one no longer held (a person released it) is left
 * alone. The update and the delivery job are one transaction where the database has them.
 */
export async function releaseHeldLeads(ids: readonly Id[]): Promise<void> {
  const payload = await payloadClient()
  for (const id of ids) {
    const req = await createLocalReq({}, payload)
    const own = await initTransaction(req)
    try {
      const { docs } = await payload.update({
        collection: 'leads',
        where: { and: [{ id: { equals: id } }, { delivery_status: { equals: 'held' } }] },
        data: RELEASED_FOR_DELIVERY,
        overrideAccess: true,
        depth: 0,
        select: { type: true },
        req,
      })
      if (docs.length) await queueLeadDeliveryJob(payload, id, { req })
      if (own) await commitTransaction(req)
    } catch (err) {
      if (own) await killTransaction(req)
      throw err
    }
  }
}
