import {
  CAREER_SUBCATEGORY,
  CAREERS_CATEGORY,
  LEAD_CATEGORIES,
  OFFER_ACCEPTED_SUBCATEGORY,
  type LeadKind,
} from './constants'

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
