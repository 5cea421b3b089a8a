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

/** Forms that may be sent without a car: the site's own pages (a test drive or trade-in may name one). */
export const CAR_OPTIONAL_KINDS: readonly LeadKind[] = ['contact', 'test_drive', 'trade_in']
