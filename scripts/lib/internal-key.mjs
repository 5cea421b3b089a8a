// The internal key of src/access/internal-key.ts (HMAC-SHA256 of PAYLOAD_SECRET), for scripts that
// read /api/site-map. tests/unit/internal-key.test.ts checks that both derive the same value.
import { createHmac } from 'node:crypto'

export const INTERNAL_KEY_HEADER = 'x-forecourt-internal-key'
const DEVELOPMENT_SECRET = 'forecourt-development-secret-not-for-production'

export const internalKey = (secret = process.env.PAYLOAD_SECRET || DEVELOPMENT_SECRET) =>
  createHmac('sha256', secret).update('forecourt:site-map').digest('hex')
