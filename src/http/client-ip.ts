import { BlockList, isIP } from 'node:net'

/**
 * The client address used to key rate limits.
 *
 * Next's route handlers never see the socket. Next's own server copies the socket address into
 * `X-Forwarded-For` only when the request carries none (next/dist/server/base-server.js:
 * `req.headers['x-forwarded-for'] ??= socket.remoteAddress`), so a header sent by the client and
 * one written by Next look the same here. Hence:
 * - `TRUST_PROXY` unset: no forwarding header is trusted. The address is the header's last entry,
 *   marked `unverified`: it is the real socket address for every client that sends no header, and a
 *   client that forges one escapes only its own per-IP bucket, never the per-site limits.
 * - `TRUST_PROXY=loopback` or a list of addresses/subnets: the app is reachable only through those
 *   proxies, which append the address they saw. The chain is walked from the right, skipping
 *   trusted proxies; the first untrusted entry is the client.
 */
export type ClientIp = { ip: string; source: 'forwarded' | 'unverified' }

/** `::ffff:1.2.3.4` → `1.2.3.4`; lower case; '' when it is no address. */
export function normalizeIp(value: string): string {
  let v = value.trim().toLowerCase()
  if (v.startsWith('[') && v.includes(']')) v = v.slice(1, v.indexOf(']'))
  if (v.startsWith('::ffff:') && isIP(v.slice(7)) === 4) v = v.slice(7)
  return isIP(v) ? v : ''
}

/** The proxies TRUST_PROXY names: `loopback`, single addresses, or subnets as `a.b.c.d/nn`. */
export function parseTrustProxy(setting: string | undefined): BlockList | null {
  const entries = (setting ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
  if (!entries.length) return null
  const list = new BlockList()
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [addr = '', bits] = entry.split('/')
    const ip = normalizeIp(addr)
    const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4'
    if (!ip) throw new Error(`TRUST_PROXY: "${entry}" is not loopback, an IP address or a subnet`)
    if (bits === undefined) list.addAddress(ip, family)
    else list.addSubnet(ip, Number(bits), family)
  }
  return list
}

const isTrusted = (list: BlockList, ip: string) => list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')

let cached: { setting: string | undefined; list: BlockList | null } | null = null
const trustList = (setting: string | undefined) => {
  if (!cached || cached.setting !== setting) cached = { setting, list: parseTrustProxy(setting) }
  return cached.list
}

/** The client address of a request (see above); `unknown` when no header names one. */
export function clientIp(headers: Headers, trustProxy: string | undefined = process.env.TRUST_PROXY): ClientIp {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const list = trustList(trustProxy)
  if (!list) return { ip: normalizeIp(chain.at(-1) ?? '') || 'unknown', source: 'unverified' }
  for (let i = chain.length - 1; i >= 0; i--) {
    const ip = normalizeIp(chain[i]!)
    // A malformed entry was not written by a proxy we trust: nothing left of it can be believed.
    if (!ip) return { ip: 'invalid', source: 'forwarded' }
    if (!isTrusted(list, ip) || i === 0) return { ip, source: 'forwarded' }
  }
  return { ip: 'unknown', source: 'forwarded' }
}

/** Whether a forwarding header of this request may be believed (for X-Forwarded-Host and friends). */
export const forwardingTrusted = (trustProxy: string | undefined = process.env.TRUST_PROXY) =>
  trustList(trustProxy) !== null
