import { createHash } from 'node:crypto'

/** Longest Idempotency-Key accepted: a UUID is 36, and 128 leaves room for any client's scheme. */
export const IDEMPOTENCY_KEY_MAX = 128

/**
 * The request's Idempotency-Key header: absent, a key (1-128 visible ASCII characters), or invalid.
 * Keys are scoped per site by the caller.
 */
export function idempotencyKey(headers: Headers): { ok: true; key: string | null } | { ok: false } {
  const raw = headers.get('idempotency-key')
  if (raw === null) return { ok: true, key: null }
  const key = raw.trim()
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX && /^[\x21-\x7e]+$/.test(key)
    ? { ok: true, key }
    : { ok: false }
}

/** A hash of a parsed body, to tell a true retry from a different request that reuses the key. */
export const bodyFingerprint = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('base64url')
