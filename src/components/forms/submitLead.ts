import type { LeadKind } from '@/domain/leads/constants'
import { LEAD_SUBMIT_FAILED } from '@/forms/lead-messages'
import type { LeadFormValues } from '@/forms/lead-schema'

export type SubmitResult = { ok: true; redirect: string } | { ok: false; message: string; fields: Record<string, string> }

type ErrorBody = { error?: { message?: unknown; fields?: unknown } }

/** POST /api/leads; any failure becomes the server's message or the spec's (finance §8). */
export async function submitLead(kind: LeadKind, values: LeadFormValues): Promise<SubmitResult> {
  // A datetime-local value is the shopper's local time: send it as an instant.
  const preferred_time = values.preferred_time ? new Date(values.preferred_time).toISOString() : ''
  try {
    const res = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ kind, ...values, preferred_time }),
    })
    const body = (await res.json().catch(() => ({}))) as ErrorBody & { redirect?: unknown }
    if (res.ok) return { ok: true, redirect: typeof body.redirect === 'string' ? body.redirect : '/success' }
    const message = typeof body.error?.message === 'string' ? body.error.message : LEAD_SUBMIT_FAILED
    const fields = body.error?.fields && typeof body.error.fields === 'object' ? (body.error.fields as Record<string, string>) : {}
    return { ok: false, message, fields }
  } catch {
    return { ok: false, message: LEAD_SUBMIT_FAILED, fields: {} }
  }
}
