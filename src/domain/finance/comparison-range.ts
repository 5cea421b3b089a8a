import type { ProviderRules } from './providers'

export type RateRange = { from: number; to: number }

/**
 * spec: finance §9 "Comparison rate range shown as 8.38% to 19.42% for one provider, otherwise read
 * from the disclaimer percentages": the lowest and highest percentage the disclaimer names; null when
 * it names none.
 */
export function comparisonRateRange(provider: ProviderRules, disclaimer: string | null | undefined): RateRange | null {
  if (provider.comparisonRange) return provider.comparisonRange
  const rates = [...(disclaimer ?? '').matchAll(/(\d{1,2}(?:\.\d{1,2})?)\s?%/g)].map((m) => Number(m[1]))
  if (!rates.length) return null
  return { from: Math.min(...rates), to: Math.max(...rates) }
}

/** '8.38% to 19.42%', or one figure when both ends are the same. */
export const rateRangeText = ({ from, to }: RateRange) => (from === to ? `${from}%` : `${from}% to ${to}%`)
