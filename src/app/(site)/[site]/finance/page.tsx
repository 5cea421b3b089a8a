import type { Metadata } from 'next'

import { FinancePage, type FinanceRouteProps } from '@/components/finance/enquiry/FinancePage'
import { gate } from '@/data/customer-page'
import { getSite } from '@/data/sites'
import { pathWithQuery } from '@/domain/accounts/sign-in'
import { orSiteNotFound } from '@/http/not-found'
import { siteFeature } from '@tenants/flags'

export const metadata: Metadata = { title: 'Car Finance' }

/**
 * /finance (finance §2): the default finance link; the query string is kept and read. Gated for
 * anonymous visitors where the site's `gate_finance` is on (finance §6), decided before it renders.
 */
async function FinanceRoute({ params, searchParams }: FinanceRouteProps) {
  const slug = (await params).site
  const given = await searchParams
  const site = await getSite(slug)
  // Only a gated site reads the cookie: elsewhere the page stays the same for everyone.
  if (site && siteFeature(site, 'gate_finance'))
    await gate(site, 'finance', 'finance', pathWithQuery('/finance', given), '/')
  return FinancePage({ siteSlug: slug, searchParams: given, heading: 'Car Finance' })
}

export default orSiteNotFound(FinanceRoute)
