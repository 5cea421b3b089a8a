import { isIP } from 'node:net'

/**
 * The client address used to key rate limits (ARCHITECTURE "Walls"; docs/features/security.md "Security").
 *
 * Next's route handlers never see the socket. The production server (`npm start`,
 * scripts/server.mjs) does: it decides the address from the socket, or through the proxies
 * TRUST_PROXY names by proxy-addr's rules (scripts/lib/client-address.mjs), and hands it over in
 * CLIENT_ADDRESS_HEADER, overwriting any value a client sent. Nothing here parses forwarding chains.
 * - With that header: the server's decision (`source: 'server'`).
 * - Without it, outside production (`next dev`, the integration suite, which calls route handlers
 *   directly): the last X-Forwarded-For entry, which Next sets from the socket when a client sends
 *   none, marked `unverified`.
 * - Without it in production (a server other than `npm start`): `unknown` for every client, so a
 *   forged header can never buy a fresh budget; one log line says what to run instead.
 */
export type ClientIp = { ip: string; source: 'server' | 'unverified' }

export const CLIENT_ADDRESS_HEADER = 'x-forecourt-client-address'

/** `::ffff:1.2.3.4` → `1.2.3.4`; lower case; '' when it is no address. */
export function normalizeIp(value: string): string {
  let v = value.trim().toLowerCase()
  if (v.startsWith('[') && v.includes(']')) v = v.slice(1, v.indexOf(']'))
  if (v.startsWith('::ffff:') && isIP(v.slice(7)) === 4) v = v.slice(7)
  return isIP(v) ? v : ''
}

let warned = false

/** The client address of a request (see above). */
export function clientIp(headers: Headers, env: Record<string, string | undefined> = process.env): ClientIp {
  const decided = headers.get(CLIENT_ADDRESS_HEADER)
  if (decided !== null) return { ip: normalizeIp(decided) || 'unknown', source: 'server' }
  if (env.NODE_ENV === 'production') {
    if (!warned) {
      warned = true
      console.error(
        'client address: no address from the production server; every client shares one rate-limit key. Run `npm start` (scripts/server.mjs).',
      )
    }
    return { ip: 'unknown', source: 'unverified' }
  }
  const last = (headers.get('x-forwarded-for') ?? '').split(',').at(-1) ?? ''
  return { ip: normalizeIp(last) || 'unknown', source: 'unverified' }
}

/** Whether a forwarding header of this request may be believed (for X-Forwarded-Host and friends). */
export const forwardingTrusted = (trustProxy: string | undefined = process.env.TRUST_PROXY) =>
  Boolean(trustProxy?.trim())
