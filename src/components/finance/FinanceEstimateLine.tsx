import type { VehicleEstimate } from '@/domain/finance/estimate'
import { formatPrice } from '@/domain/pricing/format'

import styles from './FinanceEstimateLine.module.css'

/**
 * spec: finance §2 "Sidebar line 'Only $X /wk*' linking to #finance-calculator" (whole dollars, finance §9).
 * When the calculator cannot open on the same figure (a tenant rule moves its amount, or it rounds up),
 * the line names its terms so the two figures tell one story.
 */
export function FinanceEstimateLine({
  weekly,
  terms,
}: {
  weekly: number
  terms?: Pick<VehicleEstimate, 'termYears' | 'deposit'> | null
}) {
  // The terms sit beside the link, so its name stays the spec's 'Only $X /wk*'.
  return (
    <>
      <a href="#finance-calculator" className={styles.line}>
        Only {formatPrice(weekly)} /wk*
      </a>
      {terms ? (
        <span className={styles.terms} data-testid="estimate-terms">
          {' '}
          over {terms.termYears} years{terms.deposit > 0 ? `, ${formatPrice(terms.deposit)} deposit` : ''}
        </span>
      ) : null}
    </>
  )
}
