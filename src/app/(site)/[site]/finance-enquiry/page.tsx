import type { Metadata } from 'next'

import { flaggedFinanceRoute } from '@/components/finance/enquiry/FinancePage'

export const metadata: Metadata = { title: 'Finance Enquiry' }

/** /finance-enquiry (finance §2 "exist on certain sites"): only where the site turns on finance_enquiry_pages. */
export default flaggedFinanceRoute('/finance-enquiry', 'Finance Enquiry')
