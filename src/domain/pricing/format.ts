import { groupThousands } from '@/domain/text/number'

/**
 * The one price formatter of the app: '$' with comma thousands (spec: stock §9, finance §9), as
 * Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', signDisplay: 'negative' })
 * writes it (without Intl at run time: see src/domain/text/number.ts).
 * formatPrice(34990) → '$34,990'; -1500 → '-$1,500'. Whole dollars, cents rounded to the nearest
 * dollar (half away from zero), unless `cents` asks for 2 decimals (the fuel cost, stock §5:
 * 1234.5 → '$1,234.50'). A missing or non-finite amount gives ''. Nothing shows '-$0'.
 */
export function formatPrice(amount: number | null | undefined, { cents = false }: { cents?: boolean } = {}): string {
  if (amount == null || !Number.isFinite(amount)) return ''
  // Cents round the binary value (0.285 is 0.28499… → $0.28), where Intl rounds its shortest decimal.
  const hundredths = Math.round(Math.abs(amount) * 100)
  const dollars = cents ? Math.floor(hundredths / 100) : Math.round(Math.abs(amount))
  const fraction = cents ? `.${String(hundredths % 100).padStart(2, '0')}` : ''
  const negative = amount < 0 && (cents ? hundredths !== 0 : dollars !== 0)
  return `${negative ? '-' : ''}$${groupThousands(dollars)}${fraction}`
}
