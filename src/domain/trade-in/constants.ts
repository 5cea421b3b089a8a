/** spec: finance §9 "Trade-in guidance: vehicles over 7 years old or 100,000 km generally get no online estimate". */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7
export const ONLINE_ESTIMATE_MAX_KM = 100_000

/** spec: finance §9 "estimates are indicative and subject to inspection". */
export const VALUATION_NOTE = 'Indicative, subject to inspection.'
export const NO_ONLINE_ESTIMATE_NOTE =
  'Vehicles over 7 years old or 100,000 km generally get no online estimate. Send us your details and we will value it in person.'
export const PROVIDER_NO_ESTIMATE_NOTE =
  'We could not value your vehicle online. Send us your details and we will value it in person.'
export const TOO_FEW_COMPARABLES_NOTE =
  'We do not have enough similar cars to give an online estimate. Send us your details and we will value it in person.'

// Ours (the spec gives no valuation method): the default valuer's parameters.
/** Fewer comparable cars than this give no range. */
export const MIN_COMPARABLES = 3
/** Comparable cars are of the same make and model within this many model years. */
export const COMPARABLE_YEAR_SPAN = 2
/** Price moved per km of difference from the comparable car (about 10c per km for a mainstream car). */
export const KM_ADJUSTMENT_PER_KM = 0.1
/** Price moved per model year of difference. */
export const YEAR_ADJUSTMENT_SHARE = 0.08
/** A trade-in is bought below retail: reconditioning, holding costs and margin. */
export const TRADE_SHARE_OF_RETAIL = 0.8
/** Rounded to the nearest $100. */
export const VALUATION_ROUNDING = 100

/** Australian states and territories for regoState (finance §3 "rego, regoState"). */
export const REGO_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const

/** spec: finance §4 "Trade-in steps use adjustmentAnswers": the condition questions (wording ours). */
export const ADJUSTMENT_QUESTIONS = [
  {
    key: 'accident_history',
    label: 'Has the vehicle been in an accident?',
    options: ['No', 'Yes, minor', 'Yes, major'],
  },
  { key: 'service_history', label: 'Does it have a service history?', options: ['Full', 'Partial', 'None'] },
  { key: 'body_condition', label: 'How is the body and paint?', options: ['Excellent', 'Good', 'Fair', 'Poor'] },
  { key: 'finance_owing', label: 'Is there finance owing on it?', options: ['No', 'Yes'] },
] as const
