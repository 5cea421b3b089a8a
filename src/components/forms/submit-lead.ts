import type { LeadKind } from '@/domain/leads/kinds'
import { LEAD_SUBMIT_FAILED } from '@/forms/lead-messages'
import type { LeadFormValues } from '@/forms/lead-schema'

import { postJson } from './post-json'

export type SubmitResult =
  | { ok: true; redirect: string; leadId: number | string | null }
  /** `serverMessage`: the server's own error text, when it sent one (finance §8 "or the server message"). */
  | { ok: false; message: string; serverMessage: string | null; fields: Record<string, string> }

type ErrorBody = { error?: { message?: unknown; fields?: unknown } }

/** POST /api/enquiries; any failure becomes the server's message or the spec's (finance §8). */
export async function submitLead(kind: LeadKind, values: Partial<LeadFormValues>): Promise<SubmitResult> {
  // A datetime-local value is the shopper's local time: send it as an instant.
  const preferred_time = values.preferred_time ? new Date(values.preferred_time).toISOString() : ''
  return postLead('/api/enquiries', { kind, ...values, preferred_time })
}

/** POST a lead form's JSON to `url` (/api/enquiries, a staff-defined form's /api/custom-forms/{slug}). */
export async function postLead(url: string, body: Record<string, unknown>): Promise<SubmitResult> {
  try {
    const res = await postJson(url, body)
    const answer = (res.json ?? {}) as ErrorBody & { redirect?: unknown; lead_id?: unknown }
    if (res.ok) {
      const leadId = typeof answer.lead_id === 'number' || typeof answer.lead_id === 'string' ? answer.lead_id : null
      return { ok: true, redirect: typeof answer.redirect === 'string' ? answer.redirect : '/success', leadId }
    }
    const serverMessage = typeof answer.error?.message === 'string' ? answer.error.message : null
    const fields =
      answer.error?.fields && typeof answer.error.fields === 'object'
        ? (answer.error.fields as Record<string, string>)
        : {}
    return { ok: false, message: serverMessage ?? LEAD_SUBMIT_FAILED, serverMessage, fields }
  } catch {
    return { ok: false, message: LEAD_SUBMIT_FAILED, serverMessage: null, fields: {} }
  }
}
