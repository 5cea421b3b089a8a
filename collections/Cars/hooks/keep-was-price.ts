import type { CollectionBeforeChangeHook } from 'payload'

import { wasPriceOnChange } from '@/domain/pricing/was-price'

/**
 * With 'Keep the old price as the Was price' ticked, a price cut stores the old price as the 'Was'
 * price (src/domain/pricing/was-price.ts). The tick itself is not stored: it applies to this save.
 */
export const keepWasPrice: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const keep = data.keep_was_price === true
  delete data.keep_was_price
  if (operation !== 'update' || data.price === undefined) return data
  const was = wasPriceOnChange(originalDoc?.price, data.price, keep)
  return was === undefined ? data : { ...data, before_price: was }
}
