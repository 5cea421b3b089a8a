import type { Metadata } from 'next'

import { FinancePage, type FinanceRouteProps } from '@/components/finance/enquiry/FinancePage'
import { orSiteNotFound } from '@/components/layout/not-found'

export const metadata: Metadata = { title: 'Car Finance' }

/**
 * /finance (finance §2): the default finance link; the query string is kept and read. Gated for
 * anonymous visitors where the site's `gate_finance` is on (finance §6), as every finance page is.
 */
async function FinanceRoute({ params, searchParams }: FinanceRouteProps) {
  return FinancePage({
    siteSlug: (await params).site,
    path: '/finance',
    searchParams: await searchParams,
    heading: 'Car Finance',
  })
}

export default orSiteNotFound(FinanceRoute)
