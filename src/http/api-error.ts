import { NextResponse } from 'next/server'

/** Field name → the first message for it, as forms show them. */
export type Fields = Record<string, string>

/** CONVENTIONS "Errors": `{ error: { code, message, fields? } }` with a 4xx for bad input; never cached. */
export const apiError = (status: number, code: string, message: string, fields?: Fields) =>
  NextResponse.json(
    { error: { code, message, ...(fields ? { fields } : {}) } },
    { status, headers: { 'cache-control': 'no-store' } },
  )

/** Seconds a shopper's page or client waits before retrying a 503 (the database or the engine is down). */
export const RETRY_AFTER_SECONDS = 30

/**
 * A server fault that a retry can get past — the database cannot write (disk full, read-only), the
 * search engine is down: 503 with Retry-After and a readable message, never a bare 500.
 */
export function unavailable(code: string, message: string) {
  const res = apiError(503, code, message)
  res.headers.set('retry-after', String(RETRY_AFTER_SECONDS))
  return res
}

/** The host is on no site's allow-list. */
export const unknownSite = () => apiError(404, 'unknown_site', 'There is no dealer website at this address.')

/** The car is not one the request's site lists (another tenant's car looks exactly like a missing one). */
export const carNotFound = () => apiError(404, 'car_not_found', 'We could not find that car on this site.')

/** zod issues as fields, the first message per path; issues without a path go under `fallback`. */
export function issueFields(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fallback = 'body',
): Fields {
  const fields: Fields = {}
  for (const issue of issues) fields[issue.path.map(String).join('.') || fallback] ??= issue.message
  return fields
}
