// spec: stock §9 / finance §9 "Price format: $ with comma thousands": Australian dollars as en-AU
// writes them. 'negative' keeps a minus off an amount that rounds to zero ('$0', not '-$0').
const money = (digits: 0 | 2) =>
  new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  })
const DOLLARS = money(0)
const DOLLARS_AND_CENTS = money(2)

/**
 * The one price formatter of the app: '$' with comma thousands (spec: stock §9, finance §9).
 * formatPrice(34990) → '$34,990'; -1500 → '-$1,500'. Whole dollars, cents rounded to the nearest
 * dollar (half away from zero), unless `cents` asks for 2 decimals (the fuel cost, stock §5:
 * 1234.5 → '$1,234.50'). A missing or non-finite amount gives ''.
 */
export function formatPrice(amount: number | null | undefined, { cents = false }: { cents?: boolean } = {}): string {
  if (amount == null || !Number.isFinite(amount)) return ''
  if (!cents) return DOLLARS.format(amount)
  // Rounded to the cent on the binary value first, as before: Intl rounds the shortest decimal
  // (0.285 → 0.29), this rounds 0.285 (0.28499…) → 0.28.
  return DOLLARS_AND_CENTS.format((Math.sign(amount) * Math.round(Math.abs(amount) * 100)) / 100)
}
