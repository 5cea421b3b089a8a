/**
 * The lead forms: the vehicle page's (stock §2 "Other widgets": Request Photos, Enquire Now, Book a
 * Test Drive; finance §2 'Find Me Something Similar', reserve) and the site's own pages (finance §2:
 * /contact, /book-test-drive/, the trade-in pages; finance §4 offer acceptance; /service and
 * /vehicle-parts-and-accessories).
 */
export const LEAD_KINDS = [
  'enquiry',
  'test_drive',
  'request_photos',
  'similar_car',
  'reserve',
  'contact',
  'trade_in',
  'offer_accepted',
  'service',
  'parts',
] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** Leads about a location rather than a car (finance §2 "/service (book a service)", "/vehicle-parts-and-accessories"). */
export const SERVICE_LEAD_KINDS = ['service', 'parts'] as const satisfies readonly LeadKind[]
export type ServiceLeadKind = (typeof SERVICE_LEAD_KINDS)[number]
export const isServiceLeadKind = (kind: LeadKind): kind is ServiceLeadKind =>
  (SERVICE_LEAD_KINDS as readonly string[]).includes(kind)

/** spec: finance §9 "Event ids: 14 (new), 15 (used), 17 (new test drive or Test Drive Only tag), 48 (used test drive); 22 general enquiry default". */
export const LEAD_EVENT_IDS = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  generalEnquiry: 22,
  /** finance §9 "51 career" */
  career: 51,
  /** finance §9 "18 offer accepted" */
  offerAccepted: 18,
} as const

/** Forms that may be sent without a car: the site's own pages (a test drive or trade-in may name one). */
export const CAR_OPTIONAL_KINDS: readonly LeadKind[] = ['contact', 'test_drive', 'trade_in']

/**
 * The options offered with an accepted offer, sent as 'check_option' boxes and stored as the lead's
 * additional_services (finance §5). Ours: the spec names the mechanism, not the options.
 */
export const OFFER_ADDITIONAL_SERVICES = [
  'Finance',
  'Extended warranty',
  'Paint and interior protection',
  'Window tinting',
  'Valuation of my trade-in',
] as const

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

/** spec: finance §3 "Payload extras: … source ('Website')". */
export const LEAD_SOURCE = 'Website'

/** Field limits (the spec leaves them open; these keep a lead readable and a request small). */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  /** A registration plate; personalised plates are longer than standard ones (ours: the spec gives no limit). */
  rego: 12,
  message: 2000,
  /** request body, bytes */
  body: 16 * 1024,
  visitedPages: 20,
  linkedQueryParams: 20,
  url: 2000,
  userAgent: 500,
} as const
