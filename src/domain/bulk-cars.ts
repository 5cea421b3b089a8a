import { wasPriceOnChange } from '@/domain/pricing/was-price'

/** What staff can do to many cars at once (docs/staff-guide.md "Export and bulk work"). */
export const BULK_ACTIONS = ['mark_sold', 'set_status', 'hide', 'show', 'adjust_price'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

/** Cars per bulk request (ours: one admin list page is at most 100; a few pages' worth at once). */
export const BULK_MAX_CARS = 500

export type PriceAdjustment = { by: 'amount'; amount: number } | { by: 'percent'; percent: number }

/**
 * The new price after an adjustment: whole dollars, never below 0. A car without a price keeps
 * none (there is nothing to adjust). '-5%' of $20,000 is $19,000; '+$500' of $20,000 is $20,500.
 */
export function adjustedPrice(price: number | null | undefined, change: PriceAdjustment): number | null {
  if (price == null) return null
  const next = change.by === 'amount' ? price + change.amount : price * (1 + change.percent / 100)
  return Math.max(0, Math.round(next))
}

/**
 * The fields a bulk price change writes. With keepWasPrice, the old price becomes the struck-through
 * 'Was' price when the price goes down (a 'Was' price above the new price is what shoppers read as a
 * saving); a rise clears nothing and sets nothing.
 */
export function priceChange(
  price: number | null | undefined,
  change: PriceAdjustment,
  keepWasPrice: boolean,
): { price: number; before_price?: number } | null {
  const next = adjustedPrice(price, change)
  if (next === null || next === price) return null
  const was = wasPriceOnChange(price, next, keepWasPrice)
  return was === undefined ? { price: next } : { price: next, before_price: was }
}
