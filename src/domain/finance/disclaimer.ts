import { COMPARISON_RATE_WARNING, DISCLAIMER_COLLAPSED_CHARS, RATE_CARD_DISCLAIMER } from './constants'

/**
 * The calculator's disclaimer: the lender's own text (finance §7 "finance_lenders[provider].disclaimer"),
 * else the rate-card text, then the comparison-rate warning (finance §9).
 */
export function financeDisclaimer(lenderDisclaimer: string | null | undefined): string {
  return `${lenderDisclaimer?.trim() || RATE_CARD_DISCLAIMER} ${COMPARISON_RATE_WARNING}`
}

/** spec: finance §4 "collapsed text truncated to 197 characters"; an ellipsis marks the cut. */
export function collapsedDisclaimer(text: string): string {
  return text.length <= DISCLAIMER_COLLAPSED_CHARS ? text : `${text.slice(0, DISCLAIMER_COLLAPSED_CHARS).trimEnd()}…`
}
