/** spec: finance §4 "Finance purchase availability … price is above 200" */
export const FINANCE_PURCHASE_MIN_PRICE_EXCLUSIVE = 200

/**
 * spec: finance §4 "Finance purchase availability: Available only when the autograb option is on,
 * status is in_stock, the car is neither sold nor reserved, and price is above 200." (§5 "A car price
 * must exceed 200 for the autograb finance check.")
 */
export function financePurchaseAvailable(
  car: { status?: string | null; sold?: boolean | null; reserved?: boolean | null; price?: number | null },
  autograb: boolean,
): boolean {
  return (
    autograb &&
    car.status === 'in_stock' &&
    !car.sold &&
    !car.reserved &&
    car.price != null &&
    car.price > FINANCE_PURCHASE_MIN_PRICE_EXCLUSIVE
  )
}
