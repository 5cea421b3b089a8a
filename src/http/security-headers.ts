// Type only: next.config.ts loads this file, and its loader resolves no further modules.
import type { TagSources } from '@/domain/analytics/tags'

/**
 * Browser protections (docs/features/security.md "Headers, CSP and CSRF"). Plain data, shared by next.config.ts (every
 * path, and the admin's policy) and the proxy (the shopper sites' per-request nonce policy).
 */

/** On every response: pages, the admin, API routes and files. */
export const BASE_SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Location is for a future "dealers near me"; payment for reserve deposits. Nothing else.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Browsers ignore it over plain http (development, the tests); production is https only.
  { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
]

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`.trim())
    .join('; ')

const COMMON = {
  'default-src': "'self'",
  // Pictures and videos cannot run script; stock feeds and object storage (S3) serve them from other https hosts.
  'img-src': "'self' data: blob: https:",
  'media-src': "'self' blob: https:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
}

/**
 * The hosts each tag needs beyond the site's own origin, per CSP directive: the script host (a
 * fallback for browsers without 'strict-dynamic', which already trusts scripts our nonced code
 * adds), and where the tags send their hits (GA4's collect endpoints, the pixel's /tr). Images are
 * already allowed from any https host. Google's list is its documented CSP for Tag Manager and GA4.
 */
export const TAG_CSP_HOSTS: Record<
  keyof TagSources,
  Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', string[]>>
> = {
  google: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    'frame-src': ['https://www.googletagmanager.com'],
  },
  meta: {
    'script-src': ['https://connect.facebook.net'],
    'connect-src': ['https://connect.facebook.net', 'https://www.facebook.com'],
  },
}

/**
 * Shopper pages: scripts only with this response's nonce (Next puts it on its own scripts, and
 * 'strict-dynamic' lets them load their chunks), so injected markup cannot run script. Styles may be
 * inline: themes set style attributes (the brand colours on <body>).
 * Frames: only the site itself may frame its pages, and the admin (`frameAncestors`, its origins)
 * the staff preview of a draft (src/app/(site)/[site]/preview).
 */
export function shopperCsp(
  nonce: string,
  frameAncestors: readonly string[] = [],
  tags: TagSources | null | undefined = null,
): string {
  // docs/features/security.md "Headers, CSP and CSRF": a site whose settings load a Google tag or a Meta pixel with
  // consent (src/domain/analytics/tags siteTags) allows exactly those tags' hosts; every other
  // site, none.
  const extra = (directive: 'script-src' | 'connect-src' | 'frame-src') =>
    (['google', 'meta'] as const).flatMap((tag) => (tags?.[tag] ? (TAG_CSP_HOSTS[tag][directive] ?? []) : []))
  const frames = extra('frame-src')
  return policy({
    ...COMMON,
    'script-src': [`'self' 'nonce-${nonce}' 'strict-dynamic'`, ...extra('script-src')].join(' '),
    'connect-src': [COMMON['connect-src'], ...extra('connect-src')].join(' '),
    'style-src': "'self' 'unsafe-inline'",
    ...(frames.length ? { 'frame-src': ["'self'", ...frames].join(' ') } : {}),
    'frame-ancestors': ["'self'", ...frameAncestors].join(' '),
  })
}

/**
 * The admin (Payload's own app, outside the proxy): its inline scripts carry no nonce, so script-src
 * allows inline script from the admin origin only; nothing may frame it (clickjacking of staff); it
 * frames the sites' preview pages only.
 */
export const ADMIN_CSP = policy({
  ...COMMON,
  'script-src': "'self' 'unsafe-inline'",
  'style-src': "'self' 'unsafe-inline'",
  // Live preview frames the dealer's own site (any tenant's domain; *.localhost in development).
  'frame-src': "'self' https: http://localhost:* http://*.localhost:*",
  'frame-ancestors': "'none'",
})

/** A fresh, unguessable nonce per page response (base64 of 16 random bytes). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
