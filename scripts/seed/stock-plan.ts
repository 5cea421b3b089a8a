/**
 * What a dealership stocks: franchise models for new and demo cars, a used-car pool (any make, or
 * four-wheel drives), caravans; and the body types its image pool needs. Pure.
 */
import { type CaravanModel, CARAVANS } from './caravans'
import { type Model, MODELS, type Variant } from './catalogue'
import type { Rng } from './random'
import type { DrawnBody } from './silhouettes'
import type { DealershipPlan } from './tenants'

export type Kind = 'new' | 'demo' | 'used' | 'caravan'

/** Oldest used year (spec: used cars 2010-2024 at the time of writing, i.e. up to two years old). */
export const OLDEST_USED_YEAR = 2010
export const newestUsedYear = (nowYear: number) => nowYear - 2

const isFourByFour = (m: Model) => m.body === 'Ute' || m.variants.some((v) => v.engine.drive === '4WD')

export function usedYears(m: { years: [number, number] }, nowYear: number): [number, number] | null {
  const from = Math.max(OLDEST_USED_YEAR, m.years[0])
  const to = Math.min(newestUsedYear(nowYear), m.years[1])
  return from <= to ? [from, to] : null
}

/** Models a dealership can stock for a kind of car, given the current year. */
export function candidateModels(d: DealershipPlan, kind: Exclude<Kind, 'caravan'>, nowYear: number): Model[] {
  if (kind === 'new') return MODELS.filter((m) => m.make === d.manufacturer && m.years[1] >= nowYear)
  if (kind === 'demo') return MODELS.filter((m) => m.make === d.manufacturer && m.years[1] >= nowYear - 1)
  return MODELS.filter((m) => usedYears(m, nowYear) && (d.usedFocus === 'any' || isFourByFour(m)))
}

/** A used car: the franchise make about half the time, otherwise any model in the pool. */
export function pickUsedModel(rng: Rng, d: DealershipPlan, nowYear: number): Model {
  const pool = candidateModels(d, 'used', nowYear)
  const own = pool.filter((m) => m.make === d.manufacturer)
  return own.length && rng.chance(0.55) ? rng.pick(own) : rng.pick(pool)
}

/** Cheaper badges sell more: weight falls with the badge's place in the range. Only badges sold by `maxYear`. */
export function pickVariant(rng: Rng, m: Model, maxYear = Infinity): Variant {
  const sold = m.variants.filter((v) => (v.since ?? 0) <= maxYear)
  return rng.weighted((sold.length ? sold : m.variants).map((v, i) => [v, m.variants.length - i + 1] as const))
}

/** Model years of one badge: from its launch (or the model's) to the model's last year. */
export const badgeYears = (m: Model, v: Variant): [number, number] => [Math.max(m.years[0], v.since ?? 0), m.years[1]]

/** 0 for the base badge up to 1 for the top badge (drives equipment and interior trim). */
export const trimLevel = (m: Model, v: Variant) =>
  m.variants.length > 1 ? m.variants.indexOf(v) / (m.variants.length - 1) : 0.5

export const pickCaravan = (rng: Rng): CaravanModel => rng.pick(CARAVANS)

/** Body types that a dealership's stock can have, so its image pool covers every car. */
export function bodiesStocked(d: DealershipPlan, nowYear: number): DrawnBody[] {
  const models = [
    ...(d.mix.new > 0 ? candidateModels(d, 'new', nowYear) : []),
    ...(d.mix.demo > 0 ? candidateModels(d, 'demo', nowYear) : []),
    ...(d.mix.used > 0 ? candidateModels(d, 'used', nowYear) : []),
  ]
  const bodies = new Set<DrawnBody>(models.map((m) => m.body))
  if (d.mix.caravan > 0) bodies.add('Caravan')
  bodies.add('SUV') // the spin frames are SUVs
  return [...bodies].sort()
}
