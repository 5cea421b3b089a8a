import { COMPARISON_RATE_WARNING, DISCLAIMER_COLLAPSED_CHARS, RATE_CARD_DISCLAIMER } from './constants'

/**
 * The calculator's disclaimer: the lender's own text (finance §7 "finance_lenders[provider].disclaimer"),
 * else the site's template (its own, else the platform's: the merged `finance_disclaimer` setting,
 * issue 14 §5), else the built-in rate-card text; then the comparison-rate warning (finance §9).
 */
export function financeDisclaimer(lenderDisclaimer: string | null | undefined, template?: string | null): string {
  return `${lenderDisclaimer?.trim() || template?.trim() || RATE_CARD_DISCLAIMER} ${COMPARISON_RATE_WARNING}`
}

/** spec: finance §4 "collapsed text truncated to 197 characters"; an ellipsis marks the cut. */
export function collapsedDisclaimer(text: string): string {
  return text.length <= DISCLAIMER_COLLAPSED_CHARS ? text : `${text.slice(0, DISCLAIMER_COLLAPSED_CHARS).trimEnd()}…`
}
