import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signed preview link, for a live preview on the staff member's own site (docs/features/content.md "Add a page",
 * "Preview"). Staff sign in on the admin host; the dealer's site is another host and never sees the
 * staff cookie, so the admin hands the site a short-lived link instead:
 * `/preview?c=pages&id=12&t=3&exp=1764000000&sig=…`, where `sig` is an HMAC-SHA256 (keyed by
 * PAYLOAD_SECRET) of the collection, the document id, its tenant and the expiry. The site shows the
 * draft only for a link whose signature matches, whose expiry has not passed and whose tenant is
 * the site's own. Pure: the key and the clock are handed in.
 */
export const PREVIEW_COLLECTIONS = ['pages', 'posts'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/** A link lasts an hour: long enough for an editing session, short enough that a shared link dies. */
export const PREVIEW_TTL_SECONDS = 60 * 60

/** The site's preview route. */
export const PREVIEW_PATH = '/preview'

export type PreviewTarget = {
  collection: PreviewCollection
  id: string
  tenant: string
  /** Unix seconds. */
  exp: number
}

export type PreviewCheck =
  { ok: true; target: PreviewTarget } | { ok: false; reason: 'malformed' | 'expired' | 'forged' }

const ID = /^[A-Za-z0-9_-]{1,64}$/
const SIG = /^[A-Za-z0-9_-]{43}$/

const message = (t: PreviewTarget) => `forecourt preview v1\n${t.collection}\n${t.id}\n${t.tenant}\n${t.exp}`

export function previewSignature(target: PreviewTarget, key: string): string {
  return createHmac('sha256', key).update(message(target)).digest('base64url')
}

/** The link's query string (no leading '?'). */
export function previewQuery(target: PreviewTarget, key: string): string {
  return new URLSearchParams({
    c: target.collection,
    id: target.id,
    t: target.tenant,
    exp: String(target.exp),
    sig: previewSignature(target, key),
  }).toString()
}

/** A link for this document that expires `ttlSeconds` after `nowMs`. */
export function makePreviewTarget(
  collection: PreviewCollection,
  id: string | number,
  tenant: string | number,
  nowMs: number,
  ttlSeconds = PREVIEW_TTL_SECONDS,
): PreviewTarget {
  return { collection, id: String(id), tenant: String(tenant), exp: Math.floor(nowMs / 1000) + ttlSeconds }
}

type Params = Record<string, string | string[] | undefined>
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined)

/**
 * Reads and checks a link's parameters: `malformed` (missing or ill-shaped), `forged` (the signature
 * does not match: any changed part, or another key) or `expired`. The signature is checked before the
 * expiry, so a forged link never learns whether its date would have passed.
 */
export function checkPreview(params: Params, key: string, nowMs: number): PreviewCheck {
  const c = one(params.c)
  const id = one(params.id)
  const tenant = one(params.t)
  const exp = one(params.exp)
  const sig = one(params.sig)
  if (!c || !(PREVIEW_COLLECTIONS as readonly string[]).includes(c)) return { ok: false, reason: 'malformed' }
  if (!id || !ID.test(id) || !tenant || !ID.test(tenant) || !exp || !/^\d{1,12}$/.test(exp) || !sig || !SIG.test(sig))
    return { ok: false, reason: 'malformed' }
  const target: PreviewTarget = { collection: c as PreviewCollection, id, tenant, exp: Number(exp) }
  const expected = Buffer.from(previewSignature(target, key))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' }
  if (target.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, target }
}
