/**
 * Sign-in and gating rules (finance §2 "Sign-in and gated pages", §4 "Gated routes"; docs/features/accounts.md
 * "Shopper accounts and gating"). Pure: no I/O.
 */

/** spec: finance §2 "Types seen: trade-in, checkout, finance, spin-to-win, online-payment, car-finance, my-garage. A watchlist variant uses type=watchlist." */
export const SIGN_IN_TYPES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
] as const
export type SignInType = (typeof SIGN_IN_TYPES)[number]

export const isSignInType = (v: unknown): v is SignInType => SIGN_IN_TYPES.includes(v as SignInType)

/**
 * The shopper's session cookie: `{customerId}.{sid}.{expiresMs}.{mac}` (src/data/customers/session.ts).
 * A request that carries it is a signed-in shopper's, never served a shared page (src/http/shared-page.ts).
 */
export const SESSION_COOKIE = 'fc_customer'

/** A session lasts 30 days from the last time it was used (sliding). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** A session cookie is re-issued (slid) when it is older than this, not on every call. */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000

/**
 * A path to send the shopper to after sign-in: only a path on this site. `//evil.example`,
 * `/\evil`, absolute URLs and control characters fall back to `fallback`.
 */
export function safeLocalPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 512) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return fallback
  return value
}

/** `/sign-in?type=…&redirect=…&back=…` (finance §2). */
export function signInPath(type: SignInType, redirect: string, back: string): string {
  const q = new URLSearchParams({ type, redirect: safeLocalPath(redirect), back: safeLocalPath(back) })
  return `/sign-in?${q.toString()}`
}

/** A page's path with its query string, for the sign-in `redirect` back to exactly this page. */
export function pathWithQuery(path: string, params: Record<string, string | string[] | undefined>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) if (one !== undefined) q.append(k, one)
  const text = q.toString()
  return text ? `${path}?${text}` : path
}

/** The pages that may ask a shopper to sign in first (finance §4 "Gated routes"). */
export type GatedPage =
  | 'my-garage'
  | 'partner-garage'
  | 'checkout'
  | 'finance'
  | 'equifax-finance'
  | 'online-payment'
  | 'spin-to-win'
  | 'trade-in'
  | 'sell-my-car'

/** A gated route: the gate that decides it and the sign-in type it asks for (finance §2, §6). */
export type GatedRoute = { page: GatedPage; type: SignInType }

const FINANCE_ROUTE: GatedRoute = { page: 'finance', type: 'finance' }
const CHECKOUT_ROUTE: GatedRoute = { page: 'checkout', type: 'checkout' }

/**
 * Every fixed path of a site that may ask for sign-in, in one list (finance §6 "Gated for anonymous
 * visitors: …"). Each page finds its gate here (src/data/customers/page.ts `gate`), so two routes to
 * one screen are gated alike: the finance enquiry screen (finance §2) answers at /finance, at
 * /personalised/finance (where 'Buy with Finance' points) and at the per-site finance pages, and
 * `gate_finance` decides all of them.
 */
export const GATED_ROUTES: Readonly<Record<string, GatedRoute>> = {
  '/finance': FINANCE_ROUTE,
  '/personalised/finance': FINANCE_ROUTE,
  '/finance-enquiry': FINANCE_ROUTE,
  '/apply-for-finance': FINANCE_ROUTE,
  '/finance-pre-approval': FINANCE_ROUTE,
  '/equifax-finance': { page: 'equifax-finance', type: 'car-finance' },
  '/checkout-journey': CHECKOUT_ROUTE,
  '/online-payment': { page: 'online-payment', type: 'online-payment' },
  '/spin-to-win': { page: 'spin-to-win', type: 'spin-to-win' },
  '/my-garage': { page: 'my-garage', type: 'my-garage' },
}

/** A car's reserve page (finance §2 "/cars/{slug}/checkout …, or /cars/{slug}/buy-online"). */
const RESERVE_PATH = /^\/cars\/[^/]+\/(checkout|buy-online)$/

/**
 * The gate of a site path (its query string and anchor ignored), or null for a page that never asks
 * for sign-in: the fixed routes above, the partner garages (always gated, with type my-garage) and a
 * car's reserve page (checkout).
 */
export function gatedRoute(path: string): GatedRoute | null {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1')
  const fixed = Object.hasOwn(GATED_ROUTES, bare) ? GATED_ROUTES[bare] : undefined
  if (fixed) return fixed
  if ((PARTNER_GARAGES as readonly string[]).includes(bare.slice(1)))
    return { page: 'partner-garage', type: 'my-garage' }
  if (RESERVE_PATH.test(bare)) return CHECKOUT_ROUTE
  return null
}

/** The flags gating reads; pages pass `siteFeature(site, …)` values, never raw site data. */
export type GateFlags = {
  gate_checkout: boolean
  gate_finance: boolean
  online_payment_ungated: boolean
  /** absent reads as off */
  gate_equifax_finance?: boolean
  /** absent reads as off */
  gate_spin_to_win?: boolean
}

/** The partner garage paths (finance §2 "/mymotorama, /mybigboxcars, /myblinkr, /myservco"). */
export const PARTNER_GARAGES = ['mymotorama', 'mybigboxcars', 'myblinkr', 'myservco'] as const
export type PartnerGarage = (typeof PARTNER_GARAGES)[number]

/**
 * A partner garage path answers only on the site whose `garage_alias` setting names it: each is
 * on its own site (docs/features/accounts.md "Shopper accounts and gating", "More gated pages"), so every other site
 * gives a 404.
 */
export const partnerGarageAnswers = (path: PartnerGarage, siteAlias: string): boolean => path === siteAlias

/**
 * spec: finance §4 "Gated for anonymous visitors: my-garage and partner garage pages (always);
 * checkout, finance, spin-to-win and equifax finance (depending on site settings); online-payment
 * (gated unless a setting is on). Trade-in and sell-my-car are not gated."
 */
export function isGated(page: GatedPage, flags: GateFlags): boolean {
  switch (page) {
    case 'my-garage':
    case 'partner-garage':
      return true
    case 'checkout':
      return flags.gate_checkout
    case 'finance':
      return flags.gate_finance
    case 'equifax-finance':
      return flags.gate_equifax_finance === true
    case 'spin-to-win':
      return flags.gate_spin_to_win === true
    case 'online-payment':
      return !flags.online_payment_ungated
    case 'trade-in':
    case 'sell-my-car':
      return false
  }
}
