import { NextResponse } from 'next/server'

import type { IdempotencyClaim, IntakeOutcome } from '@/data/leads/intake'
import type { Id } from '@/domain/ids'
import { successHref } from '@/domain/leads/thanks'

import { apiError } from './api-error'
import { bodyFingerprint, IDEMPOTENCY_KEY_MAX, idempotencyKey } from './idempotency-key'

/**
 * The HTTP side of the lead intake (src/data/leads/intake.ts), shared by every lead route: the
 * request's Idempotency-Key as a claim, and the answers (docs/features/security.md "Idempotent leads").
 */

/** Headers of a lead's answer: never cached, and `Idempotent-Replayed` when it names a lead stored earlier. */
export const leadAnswerHeaders = (replayed: boolean) => ({
  'cache-control': 'no-store',
  ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
})

/**
 * 201 {lead_id, redirect: '/success?dealership={slug}'}: a lead form's answer. The redirect names the
 * dealership the lead went to, so /success thanks that one (src/domain/leads/thanks.ts).
 */
export const leadCreated = (leadId: Id, replayed = false, dealershipSlug?: string | null) =>
  NextResponse.json(
    { lead_id: leadId, redirect: successHref(dealershipSlug) },
    { status: 201, headers: leadAnswerHeaders(replayed) },
  )

/** 422: the key was already used for another submission. */
export const idempotencyKeyReused = () =>
  apiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different enquiry.')

/**
 * A lead form's answer to the intake's outcome. The redirect names the lead's dealership by its slug
 * among the site's own (a retry's answer names the same one as the first try's).
 */
export const intakeAnswer = (
  outcome: IntakeOutcome,
  site: { dealerships: readonly { id: Id; slug?: string | null }[] },
) =>
  outcome.ok
    ? leadCreated(
        outcome.id,
        outcome.replayed,
        site.dealerships.find((d) => outcome.dealership !== null && String(d.id) === String(outcome.dealership))?.slug,
      )
    : idempotencyKeyReused()

/**
 * The request's Idempotency-Key (per site), read before the body: `claim(body)` makes it a claim
 * with a hash of the parsed body (none without a key). A malformed key is 400 invalid_idempotency_key.
 */
export function leadKey(
  request: Request,
): { ok: true; claim: (body: unknown) => IdempotencyClaim | undefined } | { ok: false; response: Response } {
  const idem = idempotencyKey(request.headers)
  if (!idem.ok)
    return {
      ok: false,
      response: apiError(
        400,
        'invalid_idempotency_key',
        `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters.`,
      ),
    }
  const { key } = idem
  return { ok: true, claim: (body) => (key ? { key, fingerprint: bodyFingerprint(body) } : undefined) }
}
