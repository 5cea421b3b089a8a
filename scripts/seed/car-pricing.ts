/**
 * Year, kilometres and prices that fit the car: new (this year, under 50 km), demo (this or last
 * year, 1,000-15,000 km, below list), used (about 15,000 km a year, depreciated), plus market data
 * for the price gauge (stock §5) and lender data (finance §3). Pure.
 */
import { WEEKS_PER_YEAR } from '@/domain/finance/estimate'
import { repayment } from '@/domain/finance/repayment'

import type { Rng } from './random'

export type Condition = { year: number; km: number | null; price: number }

/** Prices end in 990, as Australian dealers list them. */
export const dealerPrice = (value: number) => Math.max(990, Math.round(value / 1000) * 1000 - 10)

export const KM_PER_YEAR = 15_000

export function newCondition(rng: Rng, listPrice: number, nowYear: number): Condition {
  return { year: nowYear, km: rng.int(0, 49), price: dealerPrice(listPrice * rng.float(0.98, 1.05)) }
}

export function demoCondition(rng: Rng, listPrice: number, years: [number, number], nowYear: number): Condition {
  const year = Math.max(years[0], Math.min(years[1], rng.chance(0.7) ? nowYear : nowYear - 1))
  return { year, km: rng.int(1_000, 15_000), price: dealerPrice(listPrice * rng.float(0.86, 0.94)) }
}

export function usedCondition(rng: Rng, listPrice: number, years: [number, number], nowYear: number): Condition {
  const year = rng.int(years[0], years[1])
  const age = Math.max(1, nowYear - year)
  const km = Math.max(3_000, Math.round(KM_PER_YEAR * age * (1 + 0.22 * rng.gauss())))
  const kmFactor = 1 - Math.min(0.15, Math.max(-0.1, (km - KM_PER_YEAR * age) / 400_000))
  return { year, km, price: dealerPrice(Math.max(4_990, listPrice * 0.86 * 0.88 ** (age - 1) * kmFactor)) }
}

export function caravanCondition(
  rng: Rng,
  listPrice: number,
  used: [number, number] | null,
  nowYear: number,
): Condition {
  if (!used) return { year: nowYear, km: null, price: dealerPrice(listPrice * rng.float(0.97, 1.03)) }
  const year = rng.int(used[0], used[1])
  return { year, km: null, price: dealerPrice(listPrice * 0.92 ** (nowYear - year) * rng.float(0.95, 1.05)) }
}

/** Market data (autograb_data) around the listing price; confidence 0.1-0.95. */
export function marketData(rng: Rng, price: number) {
  const average = Math.round(price * (1.03 + 0.06 * rng.gauss()))
  return {
    average_market_price: average,
    state_average_market_price: Math.round(average * rng.float(0.97, 1.03)),
    market_range_min: Math.round(average * rng.float(0.82, 0.9)),
    market_range_max: Math.round(average * rng.float(1.08, 1.2)),
    confidence: Math.round(rng.float(0.1, 0.95) * 100) / 100,
    description: null,
  }
}

/**
 * A clear 'Great Deal' (stock §4 gauge, §5 below-market badge): min ≤ price ≤ max with
 * fill = (max − price) / (max − min) = 0.75, the average over $2,000 above the price, confidence 0.8.
 */
export function greatDealMarketData(price: number) {
  const spread = Math.max(2_000, Math.round(price * 0.05))
  const average = price + Math.round(spread * 1.5)
  return {
    average_market_price: average,
    state_average_market_price: average,
    market_range_min: price - spread,
    market_range_max: price + 3 * spread,
    confidence: 0.8,
    description: null,
  }
}

export type MarketTrait = 'great' | 'none' | 'low_confidence'

/** autograb_data for a car: what a fixture asks for, else most priced used cars get some (chance). */
export function marketFor(rng: Rng, trait: MarketTrait | undefined, carType: 'new' | 'demo' | 'used', price: number) {
  if (trait === 'none') return {}
  if (trait === 'great') return greatDealMarketData(price)
  if (trait === 'low_confidence') return { ...marketData(rng, price), confidence: 0.15 }
  return carType === 'used' && price > 0 && rng.chance(0.85) ? marketData(rng, price) : {}
}

/**
 * finance_lenders keyed by lender (finance §3), and the matching weekly quote: the domain's repayment
 * on those terms (finance §9 "amortised loan with establishment fees added"), weekly.
 */
export function lenderQuote(rng: Rng, price: number) {
  const interest_rate = Math.round(rng.float(6.49, 12.99) * 100) / 100
  const term = rng.pick([48, 60, 72])
  const deposit = rng.pick([0, 0, 2000, 5000])
  const youx = {
    interest_rate,
    comparison_rate: Math.round((interest_rate + rng.float(0.35, 0.9)) * 100) / 100,
    term,
    deposit,
    establishment_fee: 395,
    disclaimer: 'Estimate only, based on the rate shown and approved credit. Fees and charges apply.',
  }
  const weekly = repayment({
    amount: Math.max(0, price - deposit),
    ratePercent: interest_rate,
    years: term / 12,
    periodsPerYear: WEEKS_PER_YEAR,
    fees: youx.establishment_fee,
  })
  return { finance_lenders: { youx }, weekly }
}
