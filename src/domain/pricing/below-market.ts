/** spec: stock §5 / finance §9 below-market badge "when the price is more than $499 under the average market price". */
export const BELOW_MARKET_MIN_SAVING_EXCLUSIVE = 499

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0

/** spec: stock §5, finance §9 — the below-market badge shows when the price is more than $499 under the average market price. */
export function isBelowMarket(
  price: number | null | undefined,
  averageMarketPrice: number | null | undefined,
): boolean {
  if (!positive(price) || !positive(averageMarketPrice)) return false
  return averageMarketPrice - price > BELOW_MARKET_MIN_SAVING_EXCLUSIVE
}
