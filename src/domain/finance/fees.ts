import type { FinancePolicy } from './policy'
import type { FeeItem } from './site-rules'

/** What a loan costs beyond interest: fees financed with the loan, fees per month, and the list shown. */
export type LoanFees = { upfront: number; perMonth: number; items: readonly FeeItem[] }

export const NO_FEES: LoanFees = { upfront: 0, perMonth: 0, items: [] }

/**
 * spec: finance §9 "Establishment fee 1360.5 for that lender, 1300 for one lender tenant, otherwise 0
 * unless the lender gives one", in that order; the flagged dealer's fee list replaces them all (it has
 * its own $395 establishment fee). Fees once per loan are financed with it; the monthly fee is paid
 * with every repayment.
 */
export function loanFees(
  policy: Pick<FinancePolicy, 'provider' | 'rules'>,
  lenderFee: number | null | undefined,
): LoanFees {
  const schedule = policy.rules.feeSchedule
  if (schedule) {
    const sum = (per: FeeItem['per']) =>
      Math.round(schedule.filter((f) => f.per === per).reduce((s, f) => s + f.amount, 0) * 100) / 100
    return { upfront: sum('loan'), perMonth: sum('month'), items: schedule }
  }
  const fee = policy.provider.establishmentFee ?? policy.rules.establishmentFee ?? lenderFee ?? 0
  return fee > 0
    ? { upfront: fee, perMonth: 0, items: [{ label: 'Establishment fee', amount: fee, per: 'loan' }] }
    : NO_FEES
}
