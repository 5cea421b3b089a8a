/** spec: stock §4 "A 'Was' price with strikethrough" */
export const WAS_LABEL = 'Was'

/**
 * The 'Was' price a price change leaves: the old price, when staff choose (docs/staff-guide.md "History: who
 * changed what, and restore"). Only a cut keeps it: a 'Was' price is struck through beside the new
 * price and read as a saving, so a rise or an unchanged price sets none. Returns the 'Was' price to
 * store, or undefined to leave the car's as it is.
 */
export function wasPriceOnChange(
  oldPrice: number | null | undefined,
  newPrice: number | null | undefined,
  keep: boolean,
): number | undefined {
  if (!keep || oldPrice == null || newPrice == null || oldPrice <= 0) return undefined
  return newPrice < oldPrice ? oldPrice : undefined
}
