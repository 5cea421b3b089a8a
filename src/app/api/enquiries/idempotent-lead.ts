import { NextResponse } from 'next/server'
import type { z } from 'zod'

import { findLeadByIdempotencyKey } from '@/data/leads'
import type { Id } from '@/domain/ids'
import { apiError, type Fields, issueFields } from '@/http/api-error'

/** The first message per field, keyed by the top-level field name the form uses. */
export const leadFieldsOf = (issues: z.core.$ZodIssue[]): Fields =>
  issueFields(issues.map((issue) => ({ path: issue.path.slice(0, 1), message: issue.message })))

/** 201 {lead_id, redirect: '/success'}; a replayed retry says so in `Idempotent-Replayed`. */
export const leadCreated = (leadId: Id, replayed = false) =>
  NextResponse.json(
    { lead_id: leadId, redirect: '/success' },
    { status: 201, headers: { 'cache-control': 'no-store', ...(replayed ? { 'idempotent-replayed': 'true' } : {}) } },
  )

/**
 * One POST /api/enquiries under an optional Idempotency-Key (README "Rate limits and bodies",
 * "Idempotent leads"), for every kind of lead: `replay` answers the lead already stored under the
 * key (201 again, or 422 when the body differs), and `store` writes a new one, answering the
 * winner's lead when a racing try with the same key got there first (the unique (site,
 * idempotency_key) index refuses the second row).
 */
export function idempotentLead(siteId: Id, idempotency?: { key: string; fingerprint: string }) {
  const replay = async (): Promise<Response | null> => {
    const earlier = idempotency && (await findLeadByIdempotencyKey(siteId, idempotency.key))
    if (!earlier) return null
    if (earlier.fingerprint !== idempotency.fingerprint) {
      return apiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different enquiry.')
    }
    return leadCreated(earlier.id, true)
  }
  const store = async (write: () => Promise<{ id: Id }>): Promise<Response> => {
    try {
      return leadCreated((await write()).id)
    } catch (err) {
      const raced = await replay().catch(() => null)
      if (raced) return raced
      throw err
    }
  }
  return { replay, store }
}
