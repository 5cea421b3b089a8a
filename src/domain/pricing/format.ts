import { groupThousands } from '@/domain/text/number'

import { CURRENCY_SYMBOL } from './constants'

/**
 * The one price formatter of the app: '$' with comma thousands (spec: stock §9, finance §9).
 * formatPrice(34990) → '$34,990'; -1500 → '-$1,500'. Whole dollars, cents rounded to the nearest
 * dollar, unless `cents` asks for 2 decimals (the fuel cost, stock §5: 1234.5 → '$1,234.50').
 * A missing or non-finite amount gives ''.
 */
export function formatPrice(amount: number | null | undefined, { cents = false }: { cents?: boolean } = {}): string {
  if (amount == null || !Number.isFinite(amount)) return ''
  const hundredths = Math.round(Math.abs(amount) * 100)
  const dollars = cents ? Math.floor(hundredths / 100) : Math.round(Math.abs(amount))
  const fraction = cents ? `.${String(hundredths % 100).padStart(2, '0')}` : ''
  const negative = amount < 0 && (cents ? hundredths !== 0 : dollars !== 0)
  return `${negative ? '-' : ''}${CURRENCY_SYMBOL}${groupThousands(dollars)}${fraction}`
}
