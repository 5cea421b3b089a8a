import { PRICE_TYPES } from '@/domain/cars/vocabulary'

import type { ListingPrice, ShownPrice } from './listing-price'

export type PriceType = (typeof PRICE_TYPES)[number]

/** How a car's price_type reads to shoppers and staff alike: the one owner of these words. */
export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  drive_away: 'Drive Away',
  excl_government_charges: 'Excl. Government Charges',
  negotiable: 'Negotiable',
}

const isPriceType = (v: unknown): v is PriceType => (PRICE_TYPES as readonly unknown[]).includes(v)

/** A price type's label; an unknown or empty code shows nothing rather than the raw code. */
export const priceTypeLabel = (type: string | null | undefined): string | null =>
  isPriceType(type) ? PRICE_TYPE_LABELS[type] : null

/**
 * What follows a listing price (finance §2 "Finance sidebar": "'/week' for subscriptions or else the
 * price type"): the subscription's '/week', the price type's label after an amount, else nothing.
 */
export function priceSuffix(price: ListingPrice | ShownPrice, type: string | null | undefined): string {
  if (price.kind === 'subscription') return price.suffix
  if (price.kind !== 'offer' && price.kind !== 'price') return ''
  const label = priceTypeLabel(type)
  return label ? ` ${label}` : ''
}
