/**
 * How the calculator rounds a repayment (finance §9 "rounded up (some tenants), with one lender's
 * rounding depending on the price difference"):
 * - a tenant that rounds up: up to the whole dollar, always;
 * - the price-difference lender: to the nearest dollar while the purchase price is the car's own
 *   (the figure the vehicle page advertises), up to the whole dollar once the shopper prices a
 *   different car, so an edited figure never understates what the lender will ask (ours: the spec
 *   names the dependency, not its direction);
 * - otherwise cents, shown to the nearest dollar.
 */
export function roundRepayment(
  payment: number,
  {
    roundUp,
    priceDifference,
    amount,
    carPrice,
  }: { roundUp: boolean; priceDifference: boolean; amount: number; carPrice: number | null },
): number {
  if (payment <= 0) return 0
  if (roundUp) return Math.ceil(payment - 1e-9)
  if (priceDifference) return amount === carPrice ? Math.round(payment) : Math.ceil(payment - 1e-9)
  return payment
}
