import { type LeadKind } from './kinds'

/** spec: finance §5 "Category select (default 'General Enquiry')"; the other options are ours (the spec names only these two and 'Finance Enquiry'). */
export const CONTACT_CATEGORIES = [
  'General Enquiry',
  'New Vehicle Enquiry',
  'Used Vehicle Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Finance Enquiry',
  'Careers Enquiry',
] as const
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]
export const DEFAULT_CONTACT_CATEGORY: ContactCategory = 'General Enquiry'

/** spec: finance §5 "A 'Careers Enquiry' category is converted to General Enquiry with subcategory 'Career Enquiry' and event 51." */
export const CAREERS_CATEGORY = 'Careers Enquiry'
export const CAREER_SUBCATEGORY = 'Career Enquiry'

/** spec: finance §4 "Offer acceptance: subcategory '3. Offer Accepted', offer_accepted true." */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted'

/** spec: finance §5 "Category select (default 'General Enquiry')"; the other forms name their own category. */
export const LEAD_CATEGORIES: Record<LeadKind, string> = {
  enquiry: 'General Enquiry',
  test_drive: 'Test Drive',
  request_photos: 'Request Photos',
  similar_car: 'Find Me Something Similar',
  reserve: 'Reserve Car',
  contact: 'General Enquiry',
  trade_in: 'Trade-In',
  offer_accepted: 'General Enquiry',
  service: 'Service Booking',
  parts: 'Parts Enquiry',
}

export type LeadClassification = {
  category: string
  subcategory: string | null
  career: boolean
  offer_accepted: boolean
}

/**
 * The category and subcategory a lead is stored and delivered with. finance §5 "A 'Careers Enquiry'
 * category is converted to General Enquiry with subcategory 'Career Enquiry' and event 51"; finance §4
 * "Offer acceptance: subcategory '3. Offer Accepted', offer_accepted true". Only the contact form
 * lets the shopper choose a category; every other form has its own.
 */
export function classifyLead(kind: LeadKind, chosenCategory?: string | null): LeadClassification {
  if (kind === 'offer_accepted') {
    return {
      category: LEAD_CATEGORIES.offer_accepted,
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      career: false,
      offer_accepted: true,
    }
  }
  if (kind === 'contact' && chosenCategory) {
    if (chosenCategory === CAREERS_CATEGORY) {
      return { category: LEAD_CATEGORIES.contact, subcategory: CAREER_SUBCATEGORY, career: true, offer_accepted: false }
    }
    return { category: chosenCategory, subcategory: null, career: false, offer_accepted: false }
  }
  return { category: LEAD_CATEGORIES[kind], subcategory: null, career: false, offer_accepted: false }
}
