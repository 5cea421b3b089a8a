import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FinancePage, type FinanceRouteProps } from '@/components/finance/enquiry/FinancePage'
import { gate } from '@/data/customer-page'
import { getSite } from '@/data/sites'
import { pathWithQuery } from '@/domain/accounts/sign-in'
import { orSiteNotFound } from '@/http/not-found'
import { siteFeature } from '@tenants/flags'

export const metadata: Metadata = { title: 'Equifax Finance', robots: { index: false } }

/**
 * /equifax-finance (finance §6 "equifax finance (depending on site settings)"): the finance
 * application, on sites with `equifax_finance` on; with `gate_equifax_finance` on, an anonymous
 * visitor is sent to sign-in first (decided here on the server, before anything renders).
 */
async function EquifaxFinanceRoute({ params, searchParams }: FinanceRouteProps) {
  const slug = (await params).site
  const site = await getSite(slug)
  if (!site || !siteFeature(site, 'equifax_finance')) notFound()
  const given = await searchParams
  if (siteFeature(site, 'gate_equifax_finance'))
    await gate(site, 'equifax-finance', 'car-finance', pathWithQuery('/equifax-finance', given), '/')
  return FinancePage({ siteSlug: slug, searchParams: given, heading: 'Equifax Finance' })
}

export default orSiteNotFound(EquifaxFinanceRoute)
