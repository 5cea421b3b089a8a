import type { Quote } from '@/domain/finance/quote'
import { VERIFICATION_MESSAGES } from '@/domain/verification'
import { FINANCE_MESSAGES } from '@/forms/finance-messages'
import { api } from '@/http/client'
import type { RequestOf } from '@/http/contracts'

import { postLead } from '../../forms/submit-lead'

/** The browser side of the finance calls (finance §7); every answer becomes a result, never a throw. */
type Result<T> = { ok: true; value: T } | { ok: false; message: string; fields?: Record<string, string> }

const someFields = (fields: Record<string, string>) => (Object.keys(fields).length ? fields : undefined)

/** The calculator's inputs as the form holds them; the server's schema clamps and checks them. */
export async function fetchQuote(input: Record<string, unknown>): Promise<Quote | null> {
  try {
    const res = await api.call('finance-quote', input as RequestOf<'finance-quote'>)
    if (res.status === 0) throw new Error('no answer')
    if (res.status !== 200 || !res.ok || !res.data)
      throw new Error((res.ok ? null : res.message) ?? `HTTP ${res.status}`)
    return res.data
  } catch (err) {
    console.error(FINANCE_MESSAGES.quoteFailed, err) // finance §4, §8: only logged, quote cleared
    return null
  }
}

export async function sendCodeTo(phone: string): Promise<Result<null>> {
  const res = await api.call('send-code', { phone })
  if (res.status === 0) return { ok: false, message: VERIFICATION_MESSAGES.unknown }
  if (res.status === 200) return { ok: true, value: null }
  if (res.status === 429) return { ok: false, message: VERIFICATION_MESSAGES.tooMany }
  const error = res.ok ? { message: null, fields: {} } : res
  return { ok: false, message: error.message ?? VERIFICATION_MESSAGES.unknown, fields: someFields(error.fields) }
}

export async function verifyCode(phone: string, code: string): Promise<Result<string>> {
  const res = await api.call('verify-code', { phone, code })
  if (res.status === 0) return { ok: false, message: VERIFICATION_MESSAGES.unknownDuringVerification }
  if (res.status === 200 && res.ok && typeof res.data?.verification === 'string')
    return { ok: true, value: res.data.verification }
  if (res.status === 429) return { ok: false, message: VERIFICATION_MESSAGES.tooMany }
  return { ok: false, message: VERIFICATION_MESSAGES.invalidCode }
}

/**
 * spec: finance §8 "'Lead submission failed' when the lead call is rejected; if the response has an
 * error field, that text is shown." Sent like every lead form's (src/components/forms/submit-lead.ts).
 */
export async function sendFinanceLead(body: Record<string, unknown>): Promise<Result<unknown>> {
  const res = await postLead('finance-lead', body, { failed: FINANCE_MESSAGES.leadFailed })
  // A lead kept for the dealership to check (the browser could not run the challenge) is sent too.
  if (res.ok) return { ok: true, value: res.leadId }
  return { ok: false, message: res.message, fields: someFields(res.fields) }
}

/** spec: finance §8 create-customer messages; the enquiry's second call, sent like the lead. */
export async function createCustomer(body: Record<string, unknown>): Promise<Result<string>> {
  const res = await postLead('finance-customer', body, { failed: FINANCE_MESSAGES.customerNotOk })
  if (res.status === 0) return { ok: false, message: FINANCE_MESSAGES.customerRejected }
  if (!res.ok) return { ok: false, message: res.message }
  if (res.status !== 200) return { ok: false, message: FINANCE_MESSAGES.customerNotOk }
  const redirect = res.json.redirectUrl
  return typeof redirect === 'string' && redirect
    ? { ok: true, value: redirect }
    : { ok: false, message: FINANCE_MESSAGES.noRedirect }
}
