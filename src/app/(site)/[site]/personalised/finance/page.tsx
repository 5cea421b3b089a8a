import type { Metadata } from 'next'

import { FinancePage, type FinanceRouteProps } from '@/components/finance/enquiry/FinancePage'
import { orSiteNotFound } from '@/components/layout/not-found'

export const metadata: Metadata = { title: 'Personalised Finance Quote' }

/**
 * /personalised/finance?car_id={id} (finance §2): the sidebar shows the car; a stray '?' after the id
 * is ignored. 'Buy with Finance' points here, so it is gated as /finance is (`gate_finance`, finance §6).
 */
async function PersonalisedFinanceRoute({ params, searchParams }: FinanceRouteProps) {
  return FinancePage({
    siteSlug: (await params).site,
    path: '/personalised/finance',
    searchParams: await searchParams,
    heading: 'Personalised Finance Quote',
  })
}

export default orSiteNotFound(PersonalisedFinanceRoute)
