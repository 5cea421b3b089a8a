import type { Metadata } from 'next'

import { flaggedFinanceRoute } from '@/components/finance/enquiry/FinancePage'

export const metadata: Metadata = { title: 'Finance Pre-Approval' }

/** /finance-pre-approval (finance §2 "exist on certain sites"): only where the site turns on finance_enquiry_pages. */
export default flaggedFinanceRoute('/finance-pre-approval', 'Finance Pre-Approval')
