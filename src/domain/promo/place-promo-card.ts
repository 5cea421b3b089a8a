/** spec: stock §2 "A promotional card ('We Want Your Car', linking to a configured address)" */
export const PROMO_CARD_TITLE = 'We Want Your Car'
/** Site setting promo_card_position: 0 hides the card. */
export const PROMO_CARD_HIDDEN = 0
/**
 * spec: stock §9 "one tenant randomises 3 plus position": that tenant's card lands at position,
 * position + 1 or position + 2, i.e. one of 3 places starting at the configured one.
 */
export const PROMO_CARD_RANDOM_SPREAD = 3

export type PromoCardSlot = { kind: 'promo' }
export const PROMO_CARD_SLOT: PromoCardSlot = { kind: 'promo' }

export type PromoPlacement = {
  /** site setting promo_card_position: how many result cards come before it; 0 hides it */
  position: number | null | undefined
  /** site flag promo_card_randomised */
  randomised?: boolean
  /** [0, 1) like Math.random; injected so the rule stays pure and testable */
  random?: () => number
}

/**
 * Where the promo card goes among `resultCount` cards (0-based index in the combined list), or
 * null when it is hidden: position 0 or unset, or no results (the no-results placeholder shows).
 * Fewer results than the position put it last. spec: stock §2, §9.
 */
export function promoCardIndex(resultCount: number, placement: PromoPlacement): number | null {
  const position = placement.position
  if (typeof position !== 'number' || !Number.isInteger(position) || position <= PROMO_CARD_HIDDEN) return null
  if (resultCount <= 0) return null
  const offset = placement.randomised
    ? Math.min(PROMO_CARD_RANDOM_SPREAD - 1, Math.floor((placement.random ?? Math.random)() * PROMO_CARD_RANDOM_SPREAD))
    : 0
  return Math.min(position + Math.max(0, offset), resultCount)
}

/** The result cards with the 'We Want Your Car' card inserted (spec: stock §2 "Search results"). */
export function placePromoCard<T>(cards: readonly T[], placement: PromoPlacement): (T | PromoCardSlot)[] {
  const index = promoCardIndex(cards.length, placement)
  if (index === null) return [...cards]
  return [...cards.slice(0, index), PROMO_CARD_SLOT, ...cards.slice(index)]
}
