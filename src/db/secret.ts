import { createHmac } from 'node:crypto'

/**
 * PAYLOAD_SECRET signs staff sessions. Production must set it; development and tests get a fixed
 * value so a new checkout runs with no set-up (scripts/demo.mjs writes a random one to data/).
 */
export function payloadSecret(env: Record<string, string | undefined> = process.env): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  if (env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('PAYLOAD_SECRET is not set. Set it to a long random string (npm run demo does this for you).')
  }
  return 'forecourt-development-secret-not-for-production'
}

/**
 * The key of the signed preview links (src/domain/content/preview-link.ts): derived from
 * PAYLOAD_SECRET, so rotating that secret also voids every preview link given out.
 */
export function previewKey(env: Record<string, string | undefined> = process.env): string {
  return createHmac('sha256', payloadSecret(env)).update('forecourt preview link').digest('base64url')
}
