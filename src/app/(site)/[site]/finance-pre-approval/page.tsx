import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FinancePage, type FinanceSearchParams } from '@/components/finance/enquiry/FinancePage'
import { getSite } from '@/data/sites'
import { orSiteNotFound } from '@/http/not-found'
import { siteFeature } from '@tenants/flags'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<FinanceSearchParams> }

export const metadata: Metadata = { title: 'Finance Pre-Approval' }

/** /finance-pre-approval (finance §2 "exist on certain sites"): only where the site turns on finance_enquiry_pages. */
async function FinancePreApprovalRoute({ params, searchParams }: Props) {
  const slug = (await params).site
  const site = await getSite(slug)
  if (!site || !siteFeature(site, 'finance_enquiry_pages')) notFound()
  return FinancePage({ siteSlug: slug, searchParams: await searchParams, heading: 'Finance Pre-Approval' })
}

export default orSiteNotFound(FinancePreApprovalRoute)
