/**
 * Finance rules that belong to one dealer or tenant rather than to a provider (finance §5, §9). The
 * spec names them only as "one flagged dealer", "another tenant" and "one lender tenant"; a site picks
 * one set with its `finance_calculator_rules` flag (tenants/features.ts).
 */

export type FeeItem = { label: string; amount: number; per: 'loan' | 'month' }

/**
 * spec: finance §9 "A flagged dealer lists fees: establishment $395, security registration $6,
 * monthly account admin $8, dealer agency fee $912.25."
 */
export const FLAGGED_DEALER_FEES: readonly FeeItem[] = [
  { label: 'Establishment fee', amount: 395, per: 'loan' },
  { label: 'Security registration fee', amount: 6, per: 'loan' },
  { label: 'Monthly account administration fee', amount: 8, per: 'month' },
  { label: 'Dealer agency fee', amount: 912.25, per: 'loan' },
]

export type CalculatorRuleSet = {
  amountMin?: number
  interest?: { min: number; max: number }
  /** Replaces every other establishment fee: the dealer's own fee schedule. */
  feeSchedule?: readonly FeeItem[]
  establishmentFee?: number
}

export const CALCULATOR_RULE_SETS = {
  standard: {},
  /**
   * spec: finance §5 "minimum … 5000 for … one flagged dealer", "4 to 20 for one flagged dealer";
   * §9 the flagged dealer's fee list.
   */
  flagged_dealer: { amountMin: 5000, interest: { min: 4, max: 20 }, feeSchedule: FLAGGED_DEALER_FEES },
  /** spec: finance §5 "9.95 to 19.95 for another tenant". */
  rate_band_9_95: { interest: { min: 9.95, max: 19.95 } },
  /** spec: finance §9 "Establishment fee … 1300 for one lender tenant". */
  lender_fee_1300: { establishmentFee: 1300 },
} as const satisfies Record<string, CalculatorRuleSet>

export type CalculatorRuleKey = keyof typeof CALCULATOR_RULE_SETS

export const calculatorRuleSet = (key: string | null | undefined): CalculatorRuleSet =>
  key && key in CALCULATOR_RULE_SETS ? CALCULATOR_RULE_SETS[key as CalculatorRuleKey] : CALCULATOR_RULE_SETS.standard

/** spec: finance §9 "one site shows a sample loan at 6.29% rate and 8.19% comparison rate with no deposit." */
export const SAMPLE_LOAN = { interestRate: 6.29, comparisonRate: 8.19, deposit: 0 } as const

/**
 * spec: finance §5 "not for one named manufacturer". The spec leaves the name out; ours is
 * Mercedes-Benz, which sells at fixed agency prices with its own finance in Australia, so a dealer
 * site may not advertise other repayments on its cars. Compared case-insensitively with the car's make.
 */
export const FINANCE_HIDDEN_MAKES: readonly string[] = ['Mercedes-Benz']
