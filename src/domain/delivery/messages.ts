/** Delivery calculator messages, verbatim from stock §5 (and the postcode format hint). */
export const DELIVERY_MESSAGES = {
  postcodeRequired: 'Please enter a postcode.',
  postcodeInvalid: 'Invalid postcode. Please enter a 4-digit number.',
  noEstimate:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const
