import { formatPrice } from './format'

/** spec: stock §4 "Price display order" / finance §9 — a price is shown only when it is above 10. */
export const MIN_SHOWN_PRICE_EXCLUSIVE = 10
/** spec: stock §4 — a subscription price is shown when it is above 0. */
export const MIN_SUBSCRIPTION_PRICE_EXCLUSIVE = 0
/** spec: stock §4 "else 'PREORDER' if preorder" */
export const PREORDER_TEXT = 'PREORDER'
/** spec: stock §4 "a configured no-price text (default 'Enquire for price.')" */
export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.'
/** spec: finance §2 finance sidebar "'/week' for subscriptions" */
export const SUBSCRIPTION_SUFFIX = '/week'

/** The price fields of a car (stock §3), as stored or indexed. */
export type PricedCar = {
  price?: number | null
  offer_price?: number | null
  before_price?: number | null
  subscription_price?: number | null
  preorder?: boolean | null
}

export type PriceSettings = {
  /** site flag subscription_prices */
  subscriptionPrices: boolean
  /** site setting no_price_text; empty falls back to the spec default */
  noPriceText?: string | null
}

export type ListingPrice =
  | { kind: 'subscription'; amount: number; text: string; suffix: typeof SUBSCRIPTION_SUFFIX }
  | { kind: 'offer' | 'price'; amount: number; text: string; was?: { amount: number; text: string } }
  | { kind: 'preorder' | 'no_price'; text: string }

/** A listing price as it is shown (PriceBlock): its kind and texts, without the amounts. */
export type ShownPrice =
  | { kind: 'subscription'; text: string; suffix: typeof SUBSCRIPTION_SUFFIX }
  | { kind: 'offer' | 'price'; text: string; was?: { text: string } }
  | { kind: 'preorder' | 'no_price'; text: string }

const above = (value: number | null | undefined, floor: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > floor

/**
 * spec: stock §4 "Price display order" (also finance §9): subscription price when subscription
 * offers are on and it is above 0; else the reduced/offer price above 10; else the normal price
 * above 10; else 'PREORDER' if preorder; else the no-price text. 'Was' (struck through) when
 * before_price exceeds the dollar price shown — never against a weekly subscription price.
 */
export function listingPrice(car: PricedCar, settings: PriceSettings): ListingPrice {
  if (settings.subscriptionPrices && above(car.subscription_price, MIN_SUBSCRIPTION_PRICE_EXCLUSIVE)) {
    const amount = car.subscription_price
    return { kind: 'subscription', amount, text: formatPrice(amount), suffix: SUBSCRIPTION_SUFFIX }
  }
  const shown = above(car.offer_price, MIN_SHOWN_PRICE_EXCLUSIVE)
    ? ({ kind: 'offer', amount: car.offer_price } as const)
    : above(car.price, MIN_SHOWN_PRICE_EXCLUSIVE)
      ? ({ kind: 'price', amount: car.price } as const)
      : null
  if (shown) {
    const before = car.before_price
    const was = above(before, shown.amount) ? { amount: before, text: formatPrice(before) } : undefined
    return { ...shown, text: formatPrice(shown.amount), ...(was ? { was } : {}) }
  }
  if (car.preorder) return { kind: 'preorder', text: PREORDER_TEXT }
  return { kind: 'no_price', text: settings.noPriceText?.trim() || DEFAULT_NO_PRICE_TEXT }
}
