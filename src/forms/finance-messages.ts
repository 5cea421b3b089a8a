// No zod here: the finance screen's client code reads these while the page loads (src/forms/resolvers.ts).
/** The finance enquiry's messages: the spec's verbatim (finance §5, §8), and ours where it is silent. */
export const FINANCE_MESSAGES = {
  leadFailed: 'Lead submission failed',
  customerRejected: 'Failed to create customer with YouX',
  customerNotOk: 'Failed to create YouX customer',
  noRedirect: 'Failed to create customer or no redirect URL received.',
  quoteFailed: 'Failed to get YouX quick quote',
  unknown: 'An unknown error occurred.',
  unknownVerification: 'An unknown error occurred during verification.',
  unknownStep: 'An unknown error occurred while advancing step.',
  /** Ours: the submit carried no proof that the phone was verified. */
  notVerified: 'Please verify your phone number with the code we sent.',
} as const
