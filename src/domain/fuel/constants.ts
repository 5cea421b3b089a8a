/** spec: stock §5 fuel calculator "defaults 1.70 and 250 kms": the inputs' initial text. */
export const DEFAULT_FUEL_PRICE_TEXT = '1.70'
export const DEFAULT_WEEKLY_KM_TEXT = '250'
/** spec: stock §5 "fuel economy defaults to 10 L/100km if unknown". */
export const DEFAULT_FUEL_ECONOMY = 10
/** spec: stock §5 "Cost = distance / 100 x economy x price, 2 decimals". */
export const FUEL_COST_DECIMALS = 2
