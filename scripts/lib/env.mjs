// Environment shared by the demo and test scripts: a persistent random PAYLOAD_SECRET for the
// embedded database, telemetry off, and the Node flag the Payload CLI needs on Node 20.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const PAYLOAD_CLI_NODE_OPTIONS = '--no-deprecation --conditions=development'

export function localSecret(dir = 'data') {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, '.payload-secret')
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  return fs.readFileSync(file, 'utf8').trim()
}

/** The stock feeds' sealing key for local production runs: derived from the local secret, kept with it. */
export const localFeedKey = (dir = 'data') =>
  crypto.createHmac('sha256', localSecret(dir)).update('forecourt stock feeds').digest('hex')

export function appEnv(extra = {}) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? localSecret(),
    FEED_SECRET_KEY: process.env.FEED_SECRET_KEY ?? localFeedKey(),
    ...extra,
  }
}
