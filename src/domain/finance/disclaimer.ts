/** spec: finance §4 "collapsed text truncated to 197 characters"; stock §9 "finance disclaimer to 197" */
export const DISCLAIMER_COLLAPSED_CHARS = 197

/** The disclaimer opening for rate-card figures, when the car's lender gives no disclaimer of its own. */
export const RATE_CARD_DISCLAIMER =
  'Estimate only, based on the dealership rate card and approved credit; it is not a quote or an offer of finance. Fees and charges apply.'

/**
 * Follows every finance disclaimer. spec: finance §9 "The comparison-rate disclaimer cites a $30,000
 * 5-year secured loan."
 */
export const COMPARISON_RATE_WARNING =
  'Comparison rate based on a $30,000 secured loan over 5 years. WARNING: This comparison rate is true only for the example given ' +
  'and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'

/**
 * The calculator's disclaimer: the lender's own text (finance §7 "finance_lenders[provider].disclaimer"),
 * else the site's template (its own, else the platform's: the merged `finance_disclaimer` setting,
 * docs/features/content.md "Platform settings (super-admins)"), else the built-in rate-card text; then the
 * comparison-rate warning (finance §9).
 */
export function financeDisclaimer(lenderDisclaimer: string | null | undefined, template?: string | null): string {
  return `${lenderDisclaimer?.trim() || template?.trim() || RATE_CARD_DISCLAIMER} ${COMPARISON_RATE_WARNING}`
}

/** spec: finance §4 "collapsed text truncated to 197 characters"; an ellipsis marks the cut. */
export function collapsedDisclaimer(text: string): string {
  return text.length <= DISCLAIMER_COLLAPSED_CHARS ? text : `${text.slice(0, DISCLAIMER_COLLAPSED_CHARS).trimEnd()}…`
}
