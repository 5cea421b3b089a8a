/** The vehicle-page lead forms (stock §2 "Other widgets": Request Photos, Enquire Now, Book a Test Drive; finance §2 'Find Me Something Similar'). */
export const LEAD_KINDS = ['enquiry', 'test_drive', 'request_photos', 'similar_car', 'reserve', 'service', 'parts'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** Leads about a location rather than a car (finance §2 "/service (book a service)", "/vehicle-parts-and-accessories"). */
export const SERVICE_LEAD_KINDS = ['service', 'parts'] as const satisfies readonly LeadKind[]
export type ServiceLeadKind = (typeof SERVICE_LEAD_KINDS)[number]
export const isServiceLeadKind = (kind: LeadKind): kind is ServiceLeadKind => (SERVICE_LEAD_KINDS as readonly string[]).includes(kind)

/** spec: finance §9 "Event ids: 14 (new), 15 (used), 17 (new test drive or Test Drive Only tag), 48 (used test drive); 22 general enquiry default". */
export const LEAD_EVENT_IDS = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  generalEnquiry: 22,
} as const

/** spec: finance §5 "Category select (default 'General Enquiry')"; the other forms name their own category. */
export const LEAD_CATEGORIES: Record<LeadKind, string> = {
  enquiry: 'General Enquiry',
  test_drive: 'Test Drive',
  request_photos: 'Request Photos',
  similar_car: 'Find Me Something Similar',
  reserve: 'Reserve Car',
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
