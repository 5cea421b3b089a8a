import { formatPrice } from '@/domain/pricing/format'

import type { VehicleEstimate } from './estimate'
import { WEEKS_PER_MONTH } from './quote'

export type SummaryItem = { label: string; value: string }

/** Weeks in a fortnight: a fortnightly figure is two weekly ones. */
const WEEKS_PER_FORTNIGHT = 2

const rate = (percent: number) => `${percent.toFixed(2)}% p.a.`

/**
 * The vehicle page's finance summary strips (finance §2 "Vehicle page finance parts": "A Car Finance
 * card and finance estimate … Finance summary strips"), from the same estimate as the 'Only $X /wk*'
 * line so the figures tell one story:
 * - the repayments strip: weekly (whole dollars, finance §9), fortnightly (two weeks) and monthly
 *   (finance §7, §9 "Monthly = weekly x 4.33", whole dollars like the weekly figure);
 * - the loan strip: interest rate, comparison rate (marked * for the disclaimer), term and deposit.
 */
export function financeSummaryStrips(e: VehicleEstimate): {
  repayments: [weekly: SummaryItem, fortnightly: SummaryItem, monthly: SummaryItem]
  loan: SummaryItem[]
} {
  return {
    repayments: [
      { label: 'Weekly', value: formatPrice(e.weekly) },
      { label: 'Fortnightly', value: formatPrice(e.weekly * WEEKS_PER_FORTNIGHT) },
      { label: 'Monthly', value: formatPrice(e.weekly * WEEKS_PER_MONTH) },
    ],
    loan: [
      { label: 'Interest rate', value: rate(e.interestRate) },
      { label: 'Comparison rate*', value: rate(e.comparisonRate) },
      { label: 'Term', value: `${e.termYears} years` },
      { label: 'Deposit', value: formatPrice(e.deposit) },
    ],
  }
}
