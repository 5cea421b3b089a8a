/** spec: finance §3 "finance_provider (Angle, 360 Finance, Nissan Finance, Manual, Taurus, Powertorque, AusLoans)" */
export const FINANCE_PROVIDERS = [
  'Angle',
  '360 Finance',
  'Nissan Finance',
  'Manual',
  'Taurus',
  'Powertorque',
  'AusLoans',
] as const
export type FinanceProviderName = (typeof FINANCE_PROVIDERS)[number]

/**
 * spec: finance §5 "Finance display rules on vehicle page", per provider:
 * - 'age_under_12': "vehicle age under 12 years, price above 500, an available car and a comparison rate";
 * - 'available': "two others require an available car";
 * - 'price_and_payment': "the rest require price above 500, an available car and a weekly or monthly payment".
 */
export type DisplayRule = 'age_under_12' | 'available' | 'price_and_payment'

/** Everything that varies by the dealership's finance provider (finance §5, §9). */
export type ProviderRules = {
  display: DisplayRule
  /** Calculator purchase-price minimum, when the provider has its own (finance §5). */
  amountMin?: number
  /** Calculator interest bounds, when the provider has its own (finance §5). */
  interest?: { min: number; max: number }
  /** spec: finance §5 "Repayment frequency … hidden for Angle." */
  showFrequency: boolean
  /** spec: finance §9 "Establishment fee 1360.5 for that lender". */
  establishmentFee?: number
  /** spec: finance §9 "one lender's rounding depending on the price difference" (finance/rounding.ts). */
  priceDifferenceRounding?: boolean
  /** spec: finance §9 "Comparison rate range shown as 8.38% to 19.42% for one provider". */
  comparisonRange?: { from: number; to: number }
}

const GENERAL: ProviderRules = { display: 'price_and_payment', showFrequency: true }

/**
 * The spec names Angle's bounds and frequency; it leaves the other providers unnamed ("one provider",
 * "two others", "that lender"). Which provider carries which rule is ours, chosen as a broker would:
 * Angle lends on cars under 12 years old (a usual lender age limit); the manufacturer's captive
 * finance (Nissan Finance) and figures the dealer keys in itself (Manual) need only an available
 * car; 360 Finance charges the 1360.5 fee and rounds by the price difference; AusLoans, a broker
 * with a panel of lenders, shows its comparison-rate range.
 */
export const PROVIDER_RULES: Record<FinanceProviderName, ProviderRules> = {
  Angle: {
    display: 'age_under_12',
    amountMin: 5000,
    interest: { min: 7.5, max: 14.5 },
    showFrequency: false,
  },
  '360 Finance': { ...GENERAL, establishmentFee: 1360.5, priceDifferenceRounding: true },
  'Nissan Finance': { ...GENERAL, display: 'available' },
  Manual: { ...GENERAL, display: 'available' },
  Taurus: GENERAL,
  Powertorque: GENERAL,
  AusLoans: { ...GENERAL, comparisonRange: { from: 8.38, to: 19.42 } },
}

/** The rules of a stored provider name (trimmed, any case); an unknown or empty one gets the general rules. */
export function providerRules(provider: string | null | undefined): ProviderRules {
  const key = provider?.trim().toLowerCase()
  const name = FINANCE_PROVIDERS.find((p) => p.toLowerCase() === key)
  return name ? PROVIDER_RULES[name] : GENERAL
}
