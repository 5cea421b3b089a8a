/**
 * The spec's legal facts (finance §9 "Legal text"), written as the seeded pages say them. Each fact
 * is one constant so the pages and the e2e test that reads them back share the wording.
 */
import type { DealershipPlan, TenantPlan } from './tenants'

/** finance §9: "Return policy for one group: 14-day money-back or exchange, at most 500 km driven, at least a quarter tank of fuel." */
export const RETURN_POLICY = {
  heading: '14-day money-back or exchange',
  conditions: [
    'Return the vehicle within 14 days of delivery for a refund or an exchange.',
    'At most 500 km driven since delivery.',
    'At least a quarter tank of fuel when you bring it back.',
  ],
}
/** The group whose sites carry the return policy and the mechanical protection. */
export const RETURN_POLICY_TENANT = 'southern-cross-motor-group'

/** finance §9: "Warranty texts: 3-year standard; 5-year or 7-year unlimited km for new cars at certain dealers; 5-year or 175,000 km mechanical protection at one group." */
export const STANDARD_WARRANTY = '3-year standard warranty'
export const newCarWarranty = (years: 5 | 7, make: string) => `${years}-year unlimited km warranty on every new ${make}`
export const MECHANICAL_PROTECTION = '5-year or 175,000 km mechanical protection'

/** The dealers whose new cars carry a longer, unlimited-km warranty ("certain dealers"). */
export const NEW_CAR_WARRANTY_YEARS: Record<string, 5 | 7> = {
  'harbourside-toyota': 5,
  'sutherland-kia': 7,
  'kirrawee-hyundai': 5,
  'wollongong-mazda': 5,
  'albion-park-subaru': 5,
}

/** finance §9: "One dealer privacy text: acknowledge within 7 days, access within 30 days, complaint resolution target 14 days or 30 days." */
export const PRIVACY_FACTS = {
  acknowledge: 'We acknowledge your request within 7 days.',
  access: 'We give you access to your personal information within 30 days.',
  complaints: 'We aim to resolve a privacy complaint within 14 days, and at the latest within 30 days.',
}

export const legalEntity = (t: TenantPlan) => `${t.name.replace(/ & /g, ' and ')} Pty Ltd`

/** The warranty lines that apply to one dealership's cars. */
export function warrantyLines(t: TenantPlan, d: DealershipPlan): string[] {
  const years = NEW_CAR_WARRANTY_YEARS[d.slug]
  const lines = [`Every car we sell comes with at least the ${STANDARD_WARRANTY}.`]
  if (years && d.manufacturer) lines.push(`${d.name}: ${newCarWarranty(years, d.manufacturer)}.`)
  if (t.slug === RETURN_POLICY_TENANT) lines.push(`Pre-owned cars from ${t.name}: ${MECHANICAL_PROTECTION}.`)
  return lines
}
