/** spec: stock §4 "Price display order" / finance §9 — a price is shown only when it is above 10. */
export const MIN_SHOWN_PRICE_EXCLUSIVE = 10
/** spec: stock §4 — a subscription price is shown when it is above 0. */
export const MIN_SUBSCRIPTION_PRICE_EXCLUSIVE = 0
/** spec: stock §4 "else 'PREORDER' if preorder" */
export const PREORDER_TEXT = 'PREORDER'
/** spec: stock §4 "a configured no-price text (default 'Enquire for price.')" */
export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.'
/** spec: stock §4 "A 'Was' price with strikethrough" */
export const WAS_LABEL = 'Was'
/** spec: finance §2 finance sidebar "'/week' for subscriptions" */
export const SUBSCRIPTION_SUFFIX = '/week'
/** spec: stock §5 / finance §9 below-market badge "when the price is more than $499 under the average market price". */
export const BELOW_MARKET_MIN_SAVING_EXCLUSIVE = 499
