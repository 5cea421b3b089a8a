/**
 * The trade-in form's rego lookup (finance §4 "rego plus regoState lookup"): its button and what the
 * shopper reads when the lookup cannot fill the car in (wording ours: the spec gives none). Manual
 * entry always stays open.
 */
export const REGO_LOOKUP_MESSAGES = {
  button: 'Find my vehicle',
  busy: 'Finding...',
  found: (v: { year: number; make: string; model: string }) =>
    `Found: ${v.year} ${v.make} ${v.model}. Check the details below.`,
  needsBoth: 'Enter the rego and choose its state to find your vehicle.',
  notFound: "We couldn't find that registration. Please enter your vehicle's details below.",
  unavailable: "We can't look up registrations just now. Please enter your vehicle's details below.",
} as const
