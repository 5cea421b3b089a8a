import { FINANCE_ESTIMATE_NOTE } from '@/domain/finance/enquiry'
import { monthlyFromWeekly, type Quote } from '@/domain/finance/quote'
import { formatPrice } from '@/domain/pricing/format'

import css from './FinanceEnquiry.module.css'

/**
 * The instant quote: weekly and monthly (weekly × 4.33), the rates, and the estimate note (finance §2, §4).
 * The rates have a line of their own: beside the monthly figure they wrapped once the '...' the
 * server renders became dollars, and the shift below cost the page 0.08 of layout shift (CLS).
 */
export function QuoteFigures({ quote, loading }: { quote: Quote | null; loading: boolean }) {
  const show = (text: string) => (loading ? '...' : quote ? text : '–')
  return (
    <div className={css.quote} aria-live="polite" data-testid="finance-quote">
      <p>
        <span className={css.figure} data-testid="quote-weekly">
          {show(formatPrice(quote?.weeklyRepaymentAmount ?? 0, { cents: true }))}
        </span>{' '}
        per week
      </p>
      <p>
        <span data-testid="quote-monthly">
          {show(formatPrice(monthlyFromWeekly(quote?.weeklyRepaymentAmount ?? 0), { cents: true }))}
        </span>{' '}
        per month
      </p>
      <p>
        <span>{show(`${quote?.advertisedRate ?? 0}%`)}</span> p.a. · comparison rate{' '}
        <span>{show(`${quote?.comparisonRate ?? 0}%`)}</span>
      </p>
      <p className={css.note}>{FINANCE_ESTIMATE_NOTE}</p>
    </div>
  )
}
