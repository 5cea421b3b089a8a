// The request id, decided once per request by the production server (scripts/server.mjs; docs/deploy.md
// "Operations"). It is handed to Next in REQUEST_ID_HEADER, which the server overwrites on every
// request, sent back in the response's header of the same name, and written on every log line of
// the request (src/log/request-id.ts).
//
// A client cannot choose its id: an incoming `x-request-id` is kept only when it is well formed and
// came from a proxy TRUST_PROXY names (so a load balancer's id joins its access log to ours), or
// from this server's own render for the shared page cache (which carries the internal key).
import { randomUUID, timingSafeEqual } from 'node:crypto'

import proxyaddr from 'proxy-addr'

import { INTERNAL_KEY_HEADER } from './internal-key.mjs'

export const REQUEST_ID_HEADER = 'x-request-id'

/** Printable, no spaces or quotes, at most 128 characters: a UUID, nginx's $request_id, a trace id. */
const WELL_FORMED = /^[\w.:+=/-]{1,128}$/

/** @param {unknown} value */
export const isWellFormedRequestId = (value) => typeof value === 'string' && WELL_FORMED.test(value)

/**
 * A function of a Node request that answers its id. TRUST_PROXY is read with proxy-addr's rules, as
 * for the client address (scripts/lib/client-address.mjs, which refuses a value it cannot read).
 * @param {{ trustProxy?: string, internalKey: string, newId?: () => string }} options
 * @returns {(req: import('node:http').IncomingMessage) => string}
 */
export function requestIdDecider({ trustProxy, internalKey, newId = randomUUID }) {
  const entries = (trustProxy ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const trust = entries.length ? proxyaddr.compile(entries) : () => false
  const expected = Buffer.from(internalKey)
  const isInternal = (/** @type {unknown} */ given) =>
    typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given), expected)
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER]
    if (!isWellFormedRequestId(given)) return newId()
    const peer = req.socket?.remoteAddress
    if ((peer && trust(peer, 0)) || isInternal(req.headers[INTERNAL_KEY_HEADER])) return /** @type {string} */ (given)
    return newId()
  }
}
