/**
 * The hosts the staff admin and Payload's REST/GraphQL API answer on (ADMIN_HOSTS, comma-separated
 * host names, ports ignored). Unset: the loopback names only (`localhost`, `127.0.0.1`, `[::1]`), so
 * a fresh install's admin is reachable from the machine itself and never on a dealer's site host,
 * `{slug}.localhost` included. Production sets e.g. `ADMIN_HOSTS=admin.forecourt.com.au`.
 */
export const DEFAULT_ADMIN_HOSTS = ['localhost', '127.0.0.1', '[::1]']

export function adminHosts(env: Record<string, string | undefined> = process.env): string[] {
  const listed = (env.ADMIN_HOSTS ?? '')
    .split(',')
    .map((h) => normaliseAdminHost(h))
    .filter(Boolean)
  return listed.length ? listed : DEFAULT_ADMIN_HOSTS
}

/** Lower-case, no port, no trailing dot; unlike site hosts, `www.` is kept (admin hosts are exact). */
function normaliseAdminHost(host: string | null | undefined): string {
  const h = (host ?? '').trim().toLowerCase()
  if (!h) return ''
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1)
  return h.replace(/:\d+$/, '').replace(/\.$/, '')
}

export function isAdminHost(
  host: string | null | undefined,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const h = normaliseAdminHost(host)
  return h !== '' && adminHosts(env).includes(h)
}

/**
 * Payload's `csrf` allow-list: the exact origins the admin is served from. Payload ignores the
 * `payload-token` cookie on a request whose Origin is not listed (and, with no Origin, unless
 * Sec-Fetch-Site says same-origin/same-site/none), so a foreign page cannot act as a signed-in editor.
 * An admin served on another port must have PORT set, or its own writes lose the cookie.
 */
export function adminOrigins(env: Record<string, string | undefined> = process.env): string[] {
  // The server's port (PORT, else Next's default 3000) and the default ports (behind a proxy).
  const ports = [`:${env.PORT || '3000'}`, '']
  return [...new Set(adminHosts(env).flatMap((h) => ports.flatMap((p) => [`https://${h}${p}`, `http://${h}${p}`])))]
}

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i
const HOST_SYNTAX = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i

/**
 * The admin's own origin for a link the platform e-mails to staff (an invitation, a password reset):
 * the request's Host when it is one of ADMIN_HOSTS (so a forged Host never chooses the link), else
 * the first admin host. Loopback names are http (with PORT for the default), others https.
 */
export function adminOriginOf(
  host: string | null | undefined,
  env: Record<string, string | undefined> = process.env,
): string {
  const given = ((host ?? '').split(',')[0] ?? '').trim().toLowerCase()
  const [fallback = ''] = adminHosts(env)
  const chosen =
    given && HOST_SYNTAX.test(given) && isAdminHost(given, env)
      ? given
      : LOOPBACK.test(fallback)
        ? `${fallback}:${env.PORT || '3000'}`
        : fallback
  return `${LOOPBACK.test(chosen) ? 'http' : 'https'}://${chosen}`
}
