import type { LeadKind } from '@/domain/leads/kinds'
import { LEAD_SUBMIT_FAILED } from '@/forms/lead-messages'
import type { LeadFormValues } from '@/forms/lead-schema'
import { api } from '@/http/client'
import type { ParamsOf, RequestOf } from '@/http/contracts'

import { currentLeadAttributes } from './lead-attributes'

export type SubmitResult =
  | { ok: true; status: number; json: Record<string, unknown>; redirect: string; leadId: number | string | null }
  /**
   * `serverMessage`: the server's own error text, when it sent one (finance §8 "or the server
   * message"); `status` 0 when no answer came (the network).
   */
  | { ok: false; status: number; message: string; serverMessage: string | null; fields: Record<string, string> }

/** The calls that store a lead (docs/features/security.md "Challenges and suspected leads"). */
export type LeadCall = 'enquiries' | 'custom-form' | 'finance-lead' | 'finance-customer'

/**
 * Every lead the browser sends (docs/features/security.md "Challenges and suspected leads"): the lead forms, a
 * staff-defined form, the service and parts forms, and the finance enquiry's two calls. Through the
 * typed client, so each carries an Idempotency-Key (a retry is the same submission, stored once) and
 * the site's challenge is solved by itself. Never throws: any failure becomes the server's message
 * or `failed` (finance §8). The body is the form's values as they are: which of them a lead needs
 * depends on its kind and the site, and the server's schema says which (src/forms/lead-schema.ts).
 */
export async function postLead<K extends LeadCall>(
  name: K,
  body: Record<string, unknown>,
  { failed = LEAD_SUBMIT_FAILED, params }: { failed?: string; params?: ParamsOf<K> } = {},
): Promise<SubmitResult> {
  const res = await api.call(name, body as RequestOf<K>, { params })
  if (res.ok) {
    const json = (res.data ?? {}) as Record<string, unknown>
    const leadId = typeof json.lead_id === 'number' || typeof json.lead_id === 'string' ? json.lead_id : null
    return {
      ok: true,
      status: res.status,
      json,
      redirect: typeof json.redirect === 'string' ? json.redirect : '/success',
      leadId,
    }
  }
  return {
    ok: false,
    status: res.status,
    message: res.message ?? failed,
    serverMessage: res.message,
    fields: res.fields,
  }
}

/** POST /api/enquiries, the lead forms' endpoint. */
export async function submitLead(kind: LeadKind, values: Partial<LeadFormValues>): Promise<SubmitResult> {
  // A datetime-local value is the shopper's local time: send it as an instant.
  const preferred_time = values.preferred_time ? new Date(values.preferred_time).toISOString() : ''
  return postLead('enquiries', { kind, ...values, preferred_time, lead_attributes: currentLeadAttributes() })
}
