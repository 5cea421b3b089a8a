import type { Metadata } from 'next'

import { FinancePage, type FinanceSearchParams } from '@/components/finance/enquiry/FinancePage'
import { orSiteNotFound } from '@/http/not-found'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<FinanceSearchParams> }

export const metadata: Metadata = { title: 'Personalised Finance Quote' }

/** /personalised/finance?car_id={id} (finance §2): the sidebar shows the car; a stray '?' after the id is ignored. */
async function PersonalisedFinanceRoute({ params, searchParams }: Props) {
  return FinancePage({
    siteSlug: (await params).site,
    searchParams: await searchParams,
    heading: 'Personalised Finance Quote',
  })
}

export default orSiteNotFound(PersonalisedFinanceRoute)
