import { type ProviderRules, providerRules } from './providers'
import { type CalculatorRuleSet, calculatorRuleSet, FINANCE_HIDDEN_MAKES } from './site-rules'

/** The site flags finance reads (tenants/features.ts, same names). */
export type FinanceSiteFlags = {
  finance_calculator_rules?: string
  finance_sample_loan?: boolean
  finance_estimate_hidden?: boolean
}

/** Every finance rule that applies to one car on one site: its provider's, its site's, and whether finance shows. */
export type FinancePolicy = {
  provider: ProviderRules
  rules: CalculatorRuleSet
  sampleLoan: boolean
  /** spec: finance §5 "Shown only if … not for one named manufacturer or some sites." */
  hidden: boolean
}

export function financePolicy({
  provider,
  make,
  flags = {},
}: {
  provider?: string | null
  make?: string | null
  flags?: FinanceSiteFlags
}): FinancePolicy {
  const hiddenMake = !!make && FINANCE_HIDDEN_MAKES.some((m) => m.toLowerCase() === make.trim().toLowerCase())
  return {
    provider: providerRules(provider),
    rules: calculatorRuleSet(flags.finance_calculator_rules),
    sampleLoan: !!flags.finance_sample_loan,
    hidden: !!flags.finance_estimate_hidden || hiddenMake,
  }
}
