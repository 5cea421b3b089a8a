import type { LeadKind } from '@/domain/leads/kinds'

/** spec: finance §5 "label on vehicle forms 'Email me similar stock and latest offers.'" (unticked: src/forms/consent.ts) */
export const LEAD_OPT_IN_LABEL = 'Email me similar stock and latest offers.'

/** The opt-in label of forms not about a car (ours: the spec words only the vehicle forms' label). */
export const PAGE_OPT_IN_LABEL = 'Email me the latest offers and news.'

/** The service booking's and parts enquiry's opt-in label (ours): no stock is being looked at there. */
export const SERVICE_OPT_IN_LABEL = 'Email me offers and news from the dealership.'

/** spec: finance §3 "Request Photos form carries a hidden preset field with 'Please send photos for this car'". */
export const REQUEST_PHOTOS_PRESET_MESSAGE = 'Please send photos for this car'

/** spec: finance §5 "Rego is optional, placeholder 'Rego - Helps us better assist your enquiry'." */
export const LEAD_REGO_PLACEHOLDER = 'Rego - Helps us better assist your enquiry'

/** Field messages. Those the spec words are verbatim (finance §5, §8); the rest are ours ("not shown"). */
export const LEAD_MESSAGES = {
  required: 'This is a required field.',
  tooLong: (max: number) => `Please use no more than ${max} characters.`,
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number.',
  /** spec: finance §5 postcode rule */
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  /** spec: finance §5 "The disclaimer checkbox is required, message …" */
  terms: '*You must agree to the terms of use before submitting.',
  preferredTime: 'Please choose a date and time in the future.',
  car: 'This car is no longer available on this site.',
  notReservable: 'This car cannot be reserved online. Please enquire instead.',
  location: 'This location is not part of the dealership selling this car.',
  kind: 'Choose one of the enquiry forms.',
  leadAttributes: 'The page history sent with this enquiry is not valid.',
  category: 'Choose one of the enquiry categories.',
  dealership: 'Choose one of our dealerships.',
  siteLocation: 'Choose one of our locations.',
  regoState: 'Choose the state the vehicle is registered in.',
  tradeYear: 'Please enter the year as 4 digits, e.g. 2019.',
  tradeKm: 'Please enter the kilometres as a number.',
  adjustmentAnswers: 'Please answer the questions about the vehicle.',
  additionalServices: 'Choose up to 20 of the options offered.',
  offerAmount: 'Please enter the amount as a whole number of dollars.',
} as const

/** spec: finance §8 "Form-level list: 'Please fix the following errors:' followed by the messages". */
export const LEAD_ERROR_SUMMARY = 'Please fix the following errors:'

/** spec: finance §8 "Form submit failure: alert 'An error occurred when submitting this form' … (or the server message)". */
export const LEAD_SUBMIT_FAILED = 'An error occurred when submitting this form'

/** Endpoint answers (ours: the spec leaves server-side errors "not shown"). */
export const LEAD_ENDPOINT_MESSAGES = {
  tooLarge: 'Your enquiry is too large to send.',
  notJson: 'Send the enquiry as JSON (content-type: application/json).',
  badJson: 'Your enquiry could not be read. Please try again.',
  notSaved: 'We could not send your enquiry. Please try again or call us.',
} as const

/** Dialog headings, the same words as the buttons that open them (stock §2 "Other widgets"). */
export const LEAD_HEADINGS: Record<LeadKind, string> = {
  enquiry: 'Enquire Now',
  test_drive: 'Book a Test Drive',
  request_photos: 'Request Photos',
  similar_car: 'Find Me Something Similar',
  reserve: 'Reserve this Car',
  contact: 'Contact Us',
  trade_in: 'Value my trade-in',
  offer_accepted: 'Accept offer',
  service: 'Book a Service',
  parts: 'Parts Enquiry',
}

export const LEAD_SUBMIT_LABELS: Record<LeadKind, string> = {
  enquiry: 'Send enquiry',
  test_drive: 'Book test drive',
  request_photos: 'Request photos',
  similar_car: 'Find Me Something Similar',
  reserve: 'Request reservation',
  contact: 'Send enquiry',
  trade_in: 'Get my valuation',
  offer_accepted: 'Accept offer',
  service: 'Request booking',
  parts: 'Send parts enquiry',
}

/** spec: finance §8 "Lead step failure: the server error, or 'An unexpected error occured'" (the spec's spelling). */
export const LEAD_STEP_FAILED = 'An unexpected error occured'

/** spec: finance §4 "Submit: submitting (spinner, disabled)". */
export const LEAD_SUBMITTING_LABEL = 'Sending…'
