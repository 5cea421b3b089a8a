import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/db/secret'

/**
 * A key for this server's calls to itself (docs/features/security.md "Walls", "The host map is private"): the proxy
 * loads the host → site map from /api/site-map, which lists every tenant's domains and so is not
 * public. The key is derived from PAYLOAD_SECRET, so every instance of one deployment agrees and
 * nothing else needs configuring. scripts/lib/internal-key.mjs derives the same value for the
 * start-up readiness check.
 */
export const INTERNAL_KEY_HEADER = 'x-forecourt-internal-key'

export const internalKey = (secret = payloadSecret()) =>
  createHmac('sha256', secret).update('forecourt:site-map').digest('hex')

/** True when the request carries this deployment's internal key. */
export function isInternalRequest(request: Request, secret?: string): boolean {
  const given = Buffer.from(request.headers.get(INTERNAL_KEY_HEADER) ?? '')
  const expected = Buffer.from(internalKey(secret))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
