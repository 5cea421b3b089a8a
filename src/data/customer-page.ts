import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { type GatedPage, isGated, SESSION_COOKIE, signInPath, type SignInType } from '@/domain/accounts/sign-in'
import { siteFeature } from '@tenants/flags'

import { customerFromCookie, type SignedInCustomer } from './customer-session'
import type { SiteContext } from './sites'

/** The shopper signed in on this site by the request's cookie, or null (reads only). */
export async function signedInCustomer(site: Pick<SiteContext, 'tenantId'>): Promise<SignedInCustomer | null> {
  const jar = await cookies()
  return customerFromCookie(site, jar.get(SESSION_COOKIE)?.value)
}

/**
 * Server-side gating (finance §2 "When the user is not signed in and loading has finished, visiting
 * a gated page redirects to sign-in", §4): decided before anything renders, from siteFeature().
 * Gives the customer (or null on an ungated page); an anonymous visit to a gated page redirects.
 */
export async function gate(
  site: SiteContext,
  page: GatedPage,
  type: SignInType,
  path: string,
  back = '/',
): Promise<SignedInCustomer | null> {
  const gated = isGated(page, {
    gate_checkout: siteFeature(site, 'gate_checkout'),
    gate_finance: siteFeature(site, 'gate_finance'),
    online_payment_ungated: siteFeature(site, 'online_payment_ungated'),
    gate_equifax_finance: siteFeature(site, 'gate_equifax_finance'),
    gate_spin_to_win: siteFeature(site, 'gate_spin_to_win'),
  })
  const customer = await signedInCustomer(site)
  if (gated && !customer) redirect(signInPath(type, path, back))
  return customer
}
