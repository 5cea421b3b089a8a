import { formatPrice } from '@/domain/pricing/format'

import styles from './FinanceEstimateLine.module.css'

/** spec: finance §2 "Sidebar line 'Only $X /wk*' linking to #finance-calculator" (whole dollars, finance §9). */
export function FinanceEstimateLine({ weekly }: { weekly: number }) {
  return (
    <a href="#finance-calculator" className={styles.line}>
      Only {formatPrice(weekly)} /wk*
    </a>
  )
}
