'use client'

import { DisclaimerDialog } from './DisclaimerDialog.client'
import { FinanceEnquiry, type FinanceEnquiryProps } from './FinanceEnquiry.client'

/** The popup's content, loaded when it first opens: the enquiry form and its 'View disclaimer' note (finance §2). */
export function FinancePopupBody({ disclaimer, ...enquiry }: FinanceEnquiryProps & { disclaimer: string }) {
  return (
    <>
      <FinanceEnquiry {...enquiry} />
      <DisclaimerDialog text={disclaimer} />
    </>
  )
}
