import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { extractID } from 'payload/shared'

import { payloadSecret } from '@/db/secret'
import { SESSION_REFRESH_AFTER_MS, SESSION_TTL_MS } from '@/domain/accounts/sign-in'
import type { Id } from '@/domain/ids'

import { payloadClient } from '../runtime/payload'

/**
 * A shopper's session (docs/features/accounts.md "Shopper accounts and gating"): the cookie `fc_customer` holds
 * `{customerId}.{sid}.{expiresMs}.{mac}`, where the mac binds it to the tenant of the site that
 * issued it. It is honoured only when the mac holds for this site's tenant, it has not expired,
 * the customer belongs to this tenant, and the customer still lists `sid` in `sessions` (deleting
 * the row in the admin, or signing out, revokes it). 30 days, slid forward by the API routes.
 */

type SessionSite = { tenantId: number | string | null | undefined }

const key = () =>
  createHmac('sha256', process.env.CUSTOMER_SESSION_SECRET || payloadSecret())
    .update('forecourt customer session')
    .digest()
const mac = (tenantId: Id, customerId: Id, sid: string, expires: number) =>
  createHmac('sha256', key()).update(`session:${tenantId}:${customerId}:${sid}:${expires}`).digest('base64url')

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export const cookieValue = (site: SessionSite, customerId: Id, sid: string, expires: number) =>
  `${customerId}.${sid}.${expires}.${mac(String(site.tenantId), customerId, sid, expires)}`

/** The cookie's attributes: httpOnly, SameSite=Lax, Secure in production, 30 days. */
export const cookieOptions = (maxAgeS = SESSION_TTL_MS / 1000) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
  path: '/',
  maxAge: maxAgeS,
})

export type ParsedSession = { customerId: string; sid: string; expires: number }

/** Checks the cookie's mac and expiry for this site's tenant (no database read). */
export function parseSession(
  site: SessionSite,
  value: string | null | undefined,
  now = Date.now(),
): ParsedSession | null {
  if (!value || value.length > 300 || site.tenantId == null) return null
  const [customerId, sid, expiresText, given] = value.split('.')
  const expires = Number(expiresText)
  if (!customerId || !sid || !given || !/^[\w-]{1,64}$/.test(customerId) || !Number.isSafeInteger(expires)) return null
  if (expires <= now) return null
  if (!same(given, mac(String(site.tenantId), customerId, sid, expires))) return null
  return { customerId, sid, expires }
}

export type SignedInCustomer = {
  id: Id
  phone: string
  name: string | null
  last_name: string | null
  email: string | null
  watchlist: Id[]
  session: ParsedSession
}

/** The customer this cookie signs in on this site, or null (wrong tenant, revoked, expired, forged). */
export async function customerFromCookie(
  site: SessionSite,
  value: string | null | undefined,
  now = Date.now(),
): Promise<SignedInCustomer | null> {
  const session = parseSession(site, value, now)
  if (!session) return null
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'customers',
    where: { and: [{ id: { equals: session.customerId } }, { tenant: { equals: site.tenantId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc || !(doc.sessions ?? []).some((s) => s.sid === session.sid)) return null
  return {
    id: doc.id,
    phone: doc.phone,
    name: doc.name ?? null,
    last_name: doc.last_name ?? null,
    email: doc.email ?? null,
    watchlist: (doc.watchlist ?? []).map((c) => extractID(c)),
    session,
  }
}

/** The cookie to send again when the session is older than a day (30 days sliding), else null. */
export function slidCookie(site: SessionSite, customer: SignedInCustomer, now = Date.now()): string | null {
  const issued = customer.session.expires - SESSION_TTL_MS
  if (now - issued < SESSION_REFRESH_AFTER_MS) return null
  return cookieValue(site, customer.id, customer.session.sid, now + SESSION_TTL_MS)
}

const MAX_SESSIONS = 10

/** Starts a session for this customer: records a new sid (keeping the newest ten) and gives the cookie value. */
export async function startSession(site: SessionSite, customerId: Id, now = Date.now()): Promise<string> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true })
  const sid = randomBytes(18).toString('base64url')
  const sessions = [
    ...(doc.sessions ?? []).map(({ sid, created }) => ({ sid, created })),
    { sid, created: new Date(now).toISOString() },
  ]
  await payload.update({
    collection: 'customers',
    id: customerId,
    data: { sessions: sessions.slice(-MAX_SESSIONS) },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return cookieValue(site, customerId, sid, now + SESSION_TTL_MS)
}

/** Ends one session (sign-out): its sid leaves the customer's list, so the cookie is dead everywhere. */
export async function endSession(customer: SignedInCustomer): Promise<void> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'customers', id: customer.id, depth: 0, overrideAccess: true })
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: {
      sessions: (doc.sessions ?? [])
        .filter((s) => s.sid !== customer.session.sid)
        .map(({ sid, created }) => ({ sid, created })),
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
