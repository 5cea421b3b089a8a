import { hasEngine } from '@/domain/cars/item-noun'

import { electrification } from './electrification'

/** spec: stock §5 fuel calculator "defaults 1.70 and 250 kms": the inputs' initial text. */
export const DEFAULT_FUEL_PRICE_TEXT = '1.70'
export const DEFAULT_WEEKLY_KM_TEXT = '250'
/** spec: stock §5 "fuel economy defaults to 10 L/100km if unknown". */
export const DEFAULT_FUEL_ECONOMY = 10
/** spec: stock §5 "Cost = distance / 100 x economy x price, 2 decimals". */
export const FUEL_COST_DECIMALS = 2

// spec: stock §5 "free text with '$', ',' and 'kms' stripped" (also 'km' and spaces).
const STRIPPED = /\$|,|kms?|\s/gi
const NUMBER = /^(\d+(\.\d*)?|\.\d+)$/

/** A free-text amount as a number: '$1.70' → 1.7, '1,250 kms' → 1250; null when empty, not a number or negative. */
export function parseFreeNumber(text: string): number | null {
  const cleaned = (text ?? '').replace(STRIPPED, '')
  if (!NUMBER.test(cleaned)) return null
  const value = Number(cleaned)
  return Number.isFinite(value) ? value : null
}

/**
 * spec: stock §5 "Cost = distance / 100 x economy x price, 2 decimals"; economy defaults to
 * 10 L/100km when unknown (0 counts as unknown). Null when either input does not parse.
 */
export function weeklyFuelCost(input: { fuelPrice: string; weeklyKm: string; economy?: number | null }): number | null {
  const price = parseFreeNumber(input.fuelPrice)
  const km = parseFreeNumber(input.weeklyKm)
  if (price === null || km === null) return null
  const economy =
    typeof input.economy === 'number' && Number.isFinite(input.economy) && input.economy > 0
      ? input.economy
      : DEFAULT_FUEL_ECONOMY
  const factor = 10 ** FUEL_COST_DECIMALS
  return Math.round(((km / 100) * economy * price + Number.EPSILON) * factor) / factor
}

/**
 * spec: stock §5 "The calculator is hidden for electric cars": battery electric only (hybrids burn
 * fuel), decided from simple_fuel like the card tag (stock §4), or from fuel when simple_fuel is empty.
 */
export function showsFuelCalculator(car: {
  simple_fuel?: string | null
  fuel?: string | null
  item_type?: string | null
}): boolean {
  // An item without an engine (a caravan) burns no fuel: no calculator (caravans are not cars).
  return hasEngine(car.item_type) && electrification(car.simple_fuel?.trim() || car.fuel) !== 'electric'
}
