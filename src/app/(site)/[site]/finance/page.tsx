import type { Metadata } from 'next'

import { FinancePage, type FinanceSearchParams } from '@/components/finance/enquiry/FinancePage'

import '../forms.css'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<FinanceSearchParams> }

export const metadata: Metadata = { title: 'Car Finance' }

/** /finance (finance §2): the default finance link; the query string is kept and read. */
export default async function FinanceRoute({ params, searchParams }: Props) {
  return <FinancePage siteSlug={(await params).site} searchParams={await searchParams} heading="Car Finance" />
}
