import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { gatedRoute, isGated, SESSION_COOKIE, signInPath } from '@/domain/accounts/sign-in'
import { siteFeature } from '@tenants/flags'

import type { SiteContext } from '../sites/sites'
import { customerFromCookie, type SignedInCustomer } from './session'

/** The shopper signed in on this site by the request's cookie, or null (reads only). */
export async function signedInCustomer(site: Pick<SiteContext, 'tenantId'>): Promise<SignedInCustomer | null> {
  const jar = await cookies()
  return customerFromCookie(site, jar.get(SESSION_COOKIE)?.value)
}

/** Whether the site gates this path for anonymous visitors (the route from GATED_ROUTES, the flags from siteFeature()). */
export function isGatedPath(site: SiteContext, path: string): boolean {
  const route = gatedRoute(path)
  if (!route) return false
  return isGated(route.page, {
    gate_checkout: siteFeature(site, 'gate_checkout'),
    gate_finance: siteFeature(site, 'gate_finance'),
    online_payment_ungated: siteFeature(site, 'online_payment_ungated'),
    gate_equifax_finance: siteFeature(site, 'gate_equifax_finance'),
    gate_spin_to_win: siteFeature(site, 'gate_spin_to_win'),
  })
}

/** The gate of a path that must be one of the gated routes (a page asking about any other is a bug). */
function routeOf(path: string) {
  const route = gatedRoute(path)
  if (!route) throw new Error(`${path} is not one of the gated routes (src/domain/accounts/sign-in.ts)`)
  return route
}

/**
 * Server-side gating (finance §2 "When the user is not signed in and loading has finished, visiting
 * a gated page redirects to sign-in", §4, §6): decided before anything renders, by the path's entry in
 * GATED_ROUTES and the site's flags. `path` is the page's own address with its query, the sign-in
 * `redirect`. Gives the customer (or null when anonymous on an ungated page); an anonymous visit to a
 * gated page redirects.
 */
export async function gate(site: SiteContext, path: string, back = '/'): Promise<SignedInCustomer | null> {
  const { type } = routeOf(path)
  const gated = isGatedPath(site, path)
  const customer = await signedInCustomer(site)
  if (gated && !customer) redirect(signInPath(type, path, back))
  return customer
}

/**
 * The same gate for a page that does not need the customer: only where the site gates the path is the
 * cookie read, so elsewhere the page stays the same for everyone (and can be shared).
 */
export async function requireSignInWhereGated(site: SiteContext, path: string, back = '/'): Promise<void> {
  routeOf(path)
  if (isGatedPath(site, path)) await gate(site, path, back)
}
