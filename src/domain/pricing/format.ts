import { groupThousands } from '@/domain/text/number'

import { CURRENCY_SYMBOL } from './constants'

/**
 * The one price formatter of the app: '$' with comma thousands, whole dollars
 * (spec: stock §9, finance §9). formatPrice(34990) → '$34,990'; -1500 → '-$1,500'.
 * Cents are rounded to the nearest dollar; a missing or non-finite amount gives ''.
 */
export function formatPrice(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount)) return ''
  const dollars = Math.round(Math.abs(amount))
  const grouped = groupThousands(dollars)
  return `${amount < 0 && dollars !== 0 ? '-' : ''}${CURRENCY_SYMBOL}${grouped}`
}
