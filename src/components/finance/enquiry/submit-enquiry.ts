import { currentLeadAttributes } from '@/components/forms/lead-attributes'
import { normalisePhone } from '@/domain/leads/phone'
import { FINANCE_MESSAGES } from '@/forms/finance-messages'
import type { FinanceEnquiryValues } from '@/forms/finance-schema'

import { createCustomer, sendFinanceLead, verifyCode } from './finance-calls'

export type EnquiryCar = { id: string; year: number | null; vin: string | null; car_type: string | null } | null

/** The page the enquiry is sent from, the last of the lead's page history (finance §3 lead_attributes). */
export type EnquiryPage = { pathname: string; search: string }

export type SubmitOutcome = { ok: true; redirectUrl: string } | { ok: false; message: string }

/**
 * spec: finance §4 "Final submit order: (1) verify the code; (2) normalise the phone number; (3) send
 * the lead and create the finance customer in parallel; (4) on success navigate to the returned
 * redirect address; (5) on any failure show the error and stop loading." This does (1)–(3) and
 * answers the address or the message to show (finance §8's words); the form navigates or shows it.
 */
export async function submitEnquiry(
  v: FinanceEnquiryValues,
  { car, dealershipSlug, page }: { car: EnquiryCar; dealershipSlug: string; page: EnquiryPage },
): Promise<SubmitOutcome> {
  try {
    const verified = await verifyCode(v.phone, v.code)
    if (!verified.ok) return { ok: false, message: verified.message }
    const phone = normalisePhone(v.phone)
    // The visit so far, as every lead form sends it (src/components/forms/lead-attributes.ts).
    const lead_attributes = currentLeadAttributes(page)
    const context = { car_id: car?.id ?? '', dealership_slug: dealershipSlug, lead_attributes }
    const [lead, customer] = await Promise.all([
      sendFinanceLead({ ...v, phone, ...context, verification: verified.value }),
      createCustomer({
        data: {
          nvic: null,
          vin: car?.vin ?? null,
          selfAssessedCreditScore: v.selfAssessedCreditScore,
          purchasePrice: v.amount,
          year: car?.year ?? null,
          loanTerm: v.term,
          phoneNumber: phone,
          firstName: v.name,
          lastName: v.last_name,
          email: v.email,
          subscribe: v.subscribe,
          postCode: v.postcode || null,
        },
        // finance §7 "additionalData (whole enquiry …)": either call can store the enquiry's one lead.
        additionalData: {
          ...context,
          category: 'Finance Enquiry',
          car_type: car?.car_type ?? '',
          whoIsHelping: v.whoIsHelping,
        },
        verification: verified.value,
      }),
    ])
    if (!lead.ok) return { ok: false, message: lead.message }
    if (!customer.ok) return { ok: false, message: customer.message }
    return { ok: true, redirectUrl: customer.value }
  } catch {
    return { ok: false, message: FINANCE_MESSAGES.unknown }
  }
}

/**
 * The popup's step 1 → step 2 (finance §4 "step 1 moves to step 2 on submit"): true to move on, false
 * to stay (the fields show their own messages), or §8's 'An unknown error occurred while advancing
 * step.' when the check itself fails.
 */
export async function advanceStep(check: () => Promise<boolean>): Promise<boolean | { message: string }> {
  try {
    return await check()
  } catch {
    return { message: FINANCE_MESSAGES.unknownStep }
  }
}
