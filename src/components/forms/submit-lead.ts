import type { LeadKind } from '@/domain/leads/kinds'
import { LEAD_SUBMIT_FAILED } from '@/forms/lead-messages'
import type { LeadFormValues } from '@/forms/lead-schema'

import { currentLeadAttributes } from './lead-attributes'
import { postJson } from './post-json'

export type SubmitResult =
  | { ok: true; status: number; json: Record<string, unknown>; redirect: string; leadId: number | string | null }
  /**
   * `serverMessage`: the server's own error text, when it sent one (finance §8 "or the server
   * message"); `status` 0 when no answer came (the network).
   */
  | { ok: false; status: number; message: string; serverMessage: string | null; fields: Record<string, string> }

/**
 * The error an answer carries: ours (`{error: {message, fields}}`, docs/CONVENTIONS.md) or a lead
 * service's plain `{error: 'text'}` (finance §8 "if the response has an error field, that text is shown").
 */
export function answerError(json: Record<string, unknown> | null): {
  message: string | null
  fields: Record<string, string>
} {
  const error = json?.error
  if (typeof error === 'string') return { message: error.trim() ? error : null, fields: {} }
  const ours = (error ?? {}) as { message?: unknown; fields?: unknown }
  return {
    message: typeof ours.message === 'string' ? ours.message : null,
    fields: ours.fields && typeof ours.fields === 'object' ? (ours.fields as Record<string, string>) : {},
  }
}

/**
 * Every lead the browser sends (docs/features/security.md "Challenges and suspected leads"): the lead forms, a
 * staff-defined form, the service and parts forms, and the finance enquiry's two calls. Through
 * `postJson`, so each carries an Idempotency-Key (a retry is the same submission, stored once) and
 * the site's challenge is solved by itself. Never throws: any failure becomes the server's message
 * or `failed` (finance §8).
 */
export async function postLead(
  url: string,
  body: Record<string, unknown>,
  failed: string = LEAD_SUBMIT_FAILED,
): Promise<SubmitResult> {
  try {
    const res = await postJson(url, body)
    const json = res.json ?? {}
    if (res.ok) {
      const leadId = typeof json.lead_id === 'number' || typeof json.lead_id === 'string' ? json.lead_id : null
      return {
        ok: true,
        status: res.status,
        json,
        redirect: typeof json.redirect === 'string' ? json.redirect : '/success',
        leadId,
      }
    }
    const { message, fields } = answerError(res.json)
    return { ok: false, status: res.status, message: message ?? failed, serverMessage: message, fields }
  } catch {
    return { ok: false, status: 0, message: failed, serverMessage: null, fields: {} }
  }
}

/** POST /api/enquiries, the lead forms' endpoint. */
export async function submitLead(kind: LeadKind, values: Partial<LeadFormValues>): Promise<SubmitResult> {
  // A datetime-local value is the shopper's local time: send it as an instant.
  const preferred_time = values.preferred_time ? new Date(values.preferred_time).toISOString() : ''
  return postLead('/api/enquiries', { kind, ...values, preferred_time, lead_attributes: currentLeadAttributes() })
}
