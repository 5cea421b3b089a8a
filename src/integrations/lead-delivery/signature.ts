import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Standard Webhooks signatures (standardwebhooks.com): the receiver checks
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the
 * secret's bytes (the base64 after `whsec_`), rejects stale timestamps, and de-duplicates by
 * `webhook-id`. One secret per dealership.
 */
export const SECRET_PREFIX = 'whsec_'
/** How far a receiver should allow the timestamp to drift (Standard Webhooks suggests 5 minutes). */
export const TIMESTAMP_TOLERANCE_S = 5 * 60

export const newWebhookSecret = () => SECRET_PREFIX + randomBytes(24).toString('base64')

export const isWebhookSecret = (s: string) => /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/.test(s)

const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64')

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')
  return `v1,${mac}`
}

export type SignedHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string }

export const signedHeaders = (secret: string, id: string, timestamp: number, body: string): SignedHeaders => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signWebhook(secret, id, timestamp, body),
})

/**
 * What a receiver does (and our tests do): any of the space-separated `v1,` signatures matches, in
 * constant time, and the timestamp is recent.
 */
export function verifyWebhook(
  secret: string,
  headers: Partial<SignedHeaders>,
  body: string,
  nowS = Math.floor(Date.now() / 1000),
): boolean {
  const id = headers['webhook-id']
  const ts = Number(headers['webhook-timestamp'])
  const given = headers['webhook-signature']
  if (!id || !Number.isInteger(ts) || !given) return false
  if (Math.abs(nowS - ts) > TIMESTAMP_TOLERANCE_S) return false
  const expected = Buffer.from(signWebhook(secret, id, ts, body).slice(3), 'base64')
  return given.split(' ').some((part) => {
    const [version, mac] = part.split(',', 2)
    if (version !== 'v1' || !mac) return false
    const got = Buffer.from(mac, 'base64')
    return got.length === expected.length && timingSafeEqual(got, expected)
  })
}
