import { NextResponse } from 'next/server'

import { cookieOptions, customerFromCookie, type SignedInCustomer, slidCookie } from '@/data/customers/session'
import { SESSION_COOKIE } from '@/domain/accounts/sign-in'
import { decodePathSegment } from '@/domain/text/path-segment'

/** The cookie value of a request (route handlers read the raw header: no next/headers needed). */
export function sessionCookieOf(request: Request): string | null {
  const header = request.headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    // A malformed %-escape is no session (not a URIError and a 5xx: bad input is never a 5xx).
    if (name === SESSION_COOKIE) return decodePathSegment(rest.join('='))
  }
  return null
}

/** The signed-in customer of this request on this site, or null. */
export const customerOfRequest = (site: { tenantId: number | string | null | undefined }, request: Request) =>
  customerFromCookie(site, sessionCookieOf(request))

/** A JSON answer that sets (or slides) the session cookie. */
export function withSession(body: unknown, cookie: string | null, init?: ResponseInit) {
  const res = NextResponse.json(body, { ...init, headers: { 'cache-control': 'no-store', ...init?.headers } })
  if (cookie) res.cookies.set(SESSION_COOKIE, cookie, cookieOptions())
  return res
}

/** Slides a session forward (30 days from now) when it is more than a day old. */
export const slide = (site: { tenantId: number | string | null | undefined }, customer: SignedInCustomer) =>
  slidCookie(site, customer)

export function clearSession(body: unknown) {
  const res = NextResponse.json(body, { headers: { 'cache-control': 'no-store' } })
  res.cookies.set(SESSION_COOKIE, '', cookieOptions(0))
  return res
}
