/** spec: stock §2 "A promotional card ('We Want Your Car', linking to a configured address)" */
export const PROMO_CARD_TITLE = 'We Want Your Car'
/** Site setting promo_card_position: 0 hides the card. */
export const PROMO_CARD_HIDDEN = 0
/**
 * spec: stock §9 "one tenant randomises 3 plus position": that tenant's card lands at position,
 * position + 1 or position + 2, i.e. one of 3 places starting at the configured one.
 */
export const PROMO_CARD_RANDOM_SPREAD = 3
/** The promo card's link when the site sets none (finance §2 "/trade-in" among the menu targets). */
export const DEFAULT_PROMO_CARD_LINK = '/trade-in'
/** spec: finance §2 "EOFY promo link per dealership: /pages/eofy-sale, … ; default /eofy." */
export const DEFAULT_EOFY_LINK = '/eofy'
