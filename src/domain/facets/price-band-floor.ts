/**
 * The lower bound of a price_range / weekly_price_range facet value, for the "by price range" sort
 * (stock §9). The bands and their labels belong to the search index (src/search/buckets.ts:
 * 'Under $10,000', '$10,000 - $20,000', '$150,000 & above', '… per week'); this reads any such
 * label: 'Under …' starts at 0, otherwise the first amount counts; no amount sorts last.
 */
export function priceBandFloor(value: string): number {
  if (/^\s*under\b/i.test(value)) return 0
  const amount = /\d[\d,]*(?:\.\d+)?/.exec(value)
  return amount ? Number(amount[0].replace(/,/g, '')) : Number.POSITIVE_INFINITY
}
