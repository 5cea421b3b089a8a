import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/**
 * Addresses a webhook must never reach: a dealership's staff type the URL, so without this check
 * they could make the server POST to itself, its database, Redis or a cloud metadata endpoint
 * (server-side request forgery). Loopback, private, link-local, carrier-grade NAT, unspecified,
 * multicast and their IPv6 forms (including IPv4-mapped ones).
 */
const INTERNAL = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(net, prefix, 'ipv6')
}

/** Whether this IP literal is one a webhook may not reach. */
export function isInternalAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return isInternalAddress(mapped[1]!)
  const family = isIP(ip)
  if (family === 0) return true // not an address at all: refuse rather than guess
  return INTERNAL.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Throws unless every address the webhook's host resolves to is public. `allowInternal` is for
 * tests and a CRM on the same machine (LEAD_WEBHOOK_ALLOW_HTTP=true). The check runs before each
 * attempt; a host that changes its DNS answer between this lookup and the request (rebinding) is
 * not covered, which docs/features/leads.md "Lead delivery" says.
 */
export async function assertPublicWebhookTarget(
  url: string,
  allowInternal: boolean,
  resolve: (host: string) => Promise<{ address: string }[]> = (host) => lookup(host, { all: true, verbatim: true }),
): Promise<void> {
  if (allowInternal) return
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [{ address: host }] : await resolve(host)
  const internal = addresses.find((a) => isInternalAddress(a.address))
  if (!addresses.length || internal) {
    throw new Error(`webhook host ${host} resolves to an internal address (${internal?.address ?? 'none'}); refused`)
  }
}
