// The client's address, decided once per request by the production server (scripts/server.mjs) and
// handed to Next in CLIENT_ADDRESS_HEADER, which the server overwrites on every request: a value a
// client sends in that header is never seen by the app (ARCHITECTURE "Walls"; docs/features/security.md "Security").
//
// - TRUST_PROXY unset: the socket's address. A forwarding header is ignored, so a client cannot
//   name its own address.
// - TRUST_PROXY set (`loopback`, addresses or subnets, comma-separated; anything proxy-addr takes):
//   X-Forwarded-For is walked from the socket outwards by proxy-addr (the rules Express uses), and the
//   first address that is not a trusted proxy is the client.
import proxyaddr from 'proxy-addr'

/** Read by src/http/client-ip.ts (the two names are compared by tests/unit/client-ip.test.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-forecourt-client-address'

/** `::ffff:1.2.3.4` → `1.2.3.4`, so one client has one key whether it came over IPv4 or IPv6. */
const plain = (address) => (address?.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address)

/**
 * A function of a Node request that answers its client's address. Throws at start-up on a
 * TRUST_PROXY that names nothing proxy-addr understands, rather than trusting the wrong hop.
 * @param {string | undefined} trustProxy
 * @returns {(req: import('node:http').IncomingMessage) => string}
 */
export function clientAddressDecider(trustProxy) {
  const entries = (trustProxy ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!entries.length) return (req) => plain(req.socket.remoteAddress) || 'unknown'
  let trust
  try {
    trust = proxyaddr.compile(entries)
  } catch (err) {
    throw new Error(`TRUST_PROXY="${trustProxy}": ${err instanceof Error ? err.message : err}`)
  }
  return (req) => plain(proxyaddr(req, trust)) || 'unknown'
}

/**
 * Sets the decided address on the request, replacing whatever the client sent under that name.
 * @param {import('node:http').IncomingMessage} req
 * @param {(req: import('node:http').IncomingMessage) => string} decide
 */
export function stampClientAddress(req, decide) {
  req.headers[CLIENT_ADDRESS_HEADER] = decide(req)
}
