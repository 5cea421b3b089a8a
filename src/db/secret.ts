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

/**
 * The key that seals stock-feed credentials at rest (docs/features/stock-feeds.md "Operators"):
 * FEED_SECRET_KEY. A production server or jobs worker refuses to start without it; development and
 * tests use a fixed key derived from PAYLOAD_SECRET's development value, named so nobody mistakes it.
 */
export function feedSecretKey(env: Record<string, string | undefined> = process.env): string {
  if (env.FEED_SECRET_KEY) return env.FEED_SECRET_KEY
  if (env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('FEED_SECRET_KEY is not set. Set it to a long random string (openssl rand -hex 32).')
  }
  return `${payloadSecret(env)} stock feeds (development only)`
}
