/** spec: stock §9 "Displayed count is capped at a configured stock total when hits exceed 1999." */
export const DISPLAY_COUNT_THRESHOLD = 1999

/**
 * spec: stock §9 "Displayed count is capped at a configured stock total when hits exceed 1999."
 * Above the threshold the site's stock_total_cap is shown instead of the hit count; a site
 * without a (positive) cap shows the real count.
 */
export function displayCount(count: number, stockTotalCap: number | null | undefined): number {
  if (count > DISPLAY_COUNT_THRESHOLD && typeof stockTotalCap === 'number' && stockTotalCap > 0) return stockTotalCap
  return count
}
