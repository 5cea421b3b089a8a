import { NextResponse } from 'next/server'

import type { IdempotencyClaim, IntakeOutcome } from '@/data/lead-intake'
import type { Id } from '@/domain/ids'

import { apiError } from './api-error'
import { bodyFingerprint, IDEMPOTENCY_KEY_MAX, idempotencyKey } from './idempotency-key'

/**
 * The HTTP side of the lead intake (src/data/lead-intake.ts), shared by every lead route: the
 * request's Idempotency-Key as a claim, and the answers (README "Idempotent leads").
 */

/** Headers of a lead's answer: never cached, and `Idempotent-Replayed` when it names a lead stored earlier. */
export const leadAnswerHeaders = (replayed: boolean) => ({
  'cache-control': 'no-store',
  ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
})

/** 201 {lead_id, redirect: '/success'}: a lead form's answer. */
export const leadCreated = (leadId: Id, replayed = false) =>
  NextResponse.json({ lead_id: leadId, redirect: '/success' }, { status: 201, headers: leadAnswerHeaders(replayed) })

/** 422: the key was already used for another submission. */
export const idempotencyKeyReused = () =>
  apiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different enquiry.')

/** A lead form's answer to the intake's outcome. */
export const intakeAnswer = (outcome: IntakeOutcome) =>
  outcome.ok ? leadCreated(outcome.id, outcome.replayed) : idempotencyKeyReused()

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
