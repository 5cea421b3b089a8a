import type { Quote } from '@/domain/finance/quote'
import { VERIFICATION_MESSAGES } from '@/domain/verification'
import { FINANCE_MESSAGES } from '@/forms/finance-messages'

import { postJson } from '../../forms/post-json'

/** The browser side of the finance calls (finance §7); every answer becomes a result, never a throw. */
type Result<T> = { ok: true; value: T } | { ok: false; message: string; fields?: Record<string, string> }

/**
 * The error an answer carries: ours (`{error: {message, fields}}`, docs/CONVENTIONS.md) or a lead
 * service's plain `{error: 'text'}` (finance §8 "if the response has an error field, that text is shown").
 */
const errorOf = (
  json: Record<string, unknown> | null,
): { message?: string; fields?: Record<string, string> } | undefined => {
  const error = json?.error
  if (typeof error === 'string') return error.trim() ? { message: error } : undefined
  return (error as { message?: string; fields?: Record<string, string> } | undefined) ?? undefined
}

export async function fetchQuote(input: Record<string, unknown>): Promise<Quote | null> {
  try {
    const { status, json } = await postJson('/api/youx/quote', input)
    if (status !== 200 || !json) throw new Error(errorOf(json)?.message ?? `HTTP ${status}`)
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
    return {
      ok: false,
      message: errorOf(json)?.message ?? VERIFICATION_MESSAGES.unknown,
      fields: errorOf(json)?.fields,
    }
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

/** spec: finance §8 "'Lead submission failed' when the lead call is rejected; if the response has an error field, that text is shown." */
export async function sendFinanceLead(body: unknown): Promise<Result<unknown>> {
  try {
    const { ok, json } = await postJson('/api/finance/lead', body)
    // A lead kept for the dealership to check (the browser could not run the challenge) is sent too.
    if (ok) return { ok: true, value: json?.lead_id }
    return { ok: false, message: errorOf(json)?.message ?? FINANCE_MESSAGES.leadFailed, fields: errorOf(json)?.fields }
  } catch {
    return { ok: false, message: FINANCE_MESSAGES.leadFailed }
  }
}

/** spec: finance §8 create-customer messages. */
export async function createCustomer(body: unknown): Promise<Result<string>> {
  let answer: { status: number; json: Record<string, unknown> | null }
  try {
    answer = await postJson('/api/youx/create-customer', body)
  } catch {
    return { ok: false, message: FINANCE_MESSAGES.customerRejected }
  }
  if (answer.status !== 200)
    return { ok: false, message: errorOf(answer.json)?.message ?? FINANCE_MESSAGES.customerNotOk }
  const redirect = answer.json?.redirectUrl
  return typeof redirect === 'string' && redirect
    ? { ok: true, value: redirect }
    : { ok: false, message: FINANCE_MESSAGES.noRedirect }
}
