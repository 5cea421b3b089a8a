import type { Quote } from '@/domain/finance/quote'
import { VERIFICATION_MESSAGES } from '@/domain/verification'
import { FINANCE_MESSAGES } from '@/forms/finance-messages'

import { postJson } from '../../forms/post-json'
import { answerError, postLead } from '../../forms/submit-lead'

/** The browser side of the finance calls (finance §7); every answer becomes a result, never a throw. */
type Result<T> = { ok: true; value: T } | { ok: false; message: string; fields?: Record<string, string> }

const someFields = (fields: Record<string, string>) => (Object.keys(fields).length ? fields : undefined)

export async function fetchQuote(input: Record<string, unknown>): Promise<Quote | null> {
  try {
    const { status, json } = await postJson('/api/youx/quote', input)
    if (status !== 200 || !json) throw new Error(answerError(json).message ?? `HTTP ${status}`)
    return json as unknown as Quote
  } catch (err) {
    console.error(FINANCE_MESSAGES.quoteFailed, err) // finance §4, §8: only logged, quote cleared
    return null
  }
}

export async function sendCodeTo(phone: string): Promise<Result<null>> {
  try {
    const { status, json } = await postJson('/api/rate-limit', { phone })
    if (status === 200) return { ok: true, value: null }
    if (status === 429) return { ok: false, message: VERIFICATION_MESSAGES.tooMany }
    const error = answerError(json)
    return { ok: false, message: error.message ?? VERIFICATION_MESSAGES.unknown, fields: someFields(error.fields) }
  } catch {
    return { ok: false, message: VERIFICATION_MESSAGES.unknown }
  }
}

export async function verifyCode(phone: string, code: string): Promise<Result<string>> {
  try {
    const { status, json } = await postJson('/api/verify-code', { phone, code })
    if (status === 200 && typeof json?.verification === 'string') return { ok: true, value: json.verification }
    if (status === 429) return { ok: false, message: VERIFICATION_MESSAGES.tooMany }
    return { ok: false, message: VERIFICATION_MESSAGES.invalidCode }
  } catch {
    return { ok: false, message: VERIFICATION_MESSAGES.unknownDuringVerification }
  }
}

/**
 * spec: finance §8 "'Lead submission failed' when the lead call is rejected; if the response has an
 * error field, that text is shown." Sent like every lead form's (src/components/forms/submit-lead.ts).
 */
export async function sendFinanceLead(body: Record<string, unknown>): Promise<Result<unknown>> {
  const res = await postLead('/api/finance/lead', body, FINANCE_MESSAGES.leadFailed)
  // A lead kept for the dealership to check (the browser could not run the challenge) is sent too.
  if (res.ok) return { ok: true, value: res.leadId }
  return { ok: false, message: res.message, fields: someFields(res.fields) }
}

/** spec: finance §8 create-customer messages; the enquiry's second call, sent like the lead. */
export async function createCustomer(body: Record<string, unknown>): Promise<Result<string>> {
  const res = await postLead('/api/youx/create-customer', body, FINANCE_MESSAGES.customerNotOk)
  if (res.status === 0) return { ok: false, message: FINANCE_MESSAGES.customerRejected }
  if (!res.ok) return { ok: false, message: res.message }
  if (res.status !== 200) return { ok: false, message: FINANCE_MESSAGES.customerNotOk }
  const redirect = res.json.redirectUrl
  return typeof redirect === 'string' && redirect
    ? { ok: true, value: redirect }
    : { ok: false, message: FINANCE_MESSAGES.noRedirect }
}
