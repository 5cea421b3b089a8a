import { listingPrice, type PricedCar } from '@/domain/pricing/listing-price'

/**
 * The dollar price finance is worked out on: the offer price, else the normal price, each above 10
 * (stock §4 "Price display order"). A subscription price is weekly, never a loan amount, so it is
 * skipped; no dollar price gives null.
 */
export function financeAmount(car: PricedCar): number | null {
  const price = listingPrice({ ...car, subscription_price: null }, { subscriptionPrices: false })
  return price.kind === 'offer' || price.kind === 'price' ? price.amount : null
}
