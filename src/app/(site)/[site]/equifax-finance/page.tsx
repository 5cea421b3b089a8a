import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FinancePage, type FinanceRouteProps } from '@/components/finance/enquiry/FinancePage'
import { orSiteNotFound } from '@/components/layout/not-found'
import { getSite } from '@/data/sites/sites'
import { siteFeature } from '@tenants/flags'

export const metadata: Metadata = { title: 'Equifax Finance', robots: { index: false } }

/**
 * /equifax-finance (finance §6 "equifax finance (depending on site settings)"): the finance
 * application, on sites with `equifax_finance` on; with `gate_equifax_finance` on, an anonymous
 * visitor is sent to sign-in first (FinancePage, by the path's gated route, before anything renders).
 */
async function EquifaxFinanceRoute({ params, searchParams }: FinanceRouteProps) {
  const slug = (await params).site
  const site = await getSite(slug)
  if (!site || !siteFeature(site, 'equifax_finance')) notFound()
  return FinancePage({
    siteSlug: slug,
    path: '/equifax-finance',
    searchParams: await searchParams,
    heading: 'Equifax Finance',
  })
}

export default orSiteNotFound(EquifaxFinanceRoute)
