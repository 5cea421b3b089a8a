/**
 * How many cars each dealership gets, and the context its generator runs in (ids, places, phone,
 * image pool). Shared by the seed and its tests. Pure.
 */
import type { Id } from '@/domain/ids'

import type { StockContext } from './car-builder'
import { fixturesOf } from './generate-cars'
import type { ImagePool } from './image-pool'
import { PLACES } from './places'
import { ALL_DEALERSHIPS, dealershipPhones, type DealershipPlan, type LocationType } from './tenants'

export type DealershipIds = { tenant: Id; dealership: Id; locations: Partial<Record<LocationType, Id>> }

export function stockContext(
  d: DealershipPlan,
  dealerIndex: number,
  ids: DealershipIds,
  pool: ImagePool,
): StockContext {
  const place = PLACES[d.place]
  const usedLocation = d.locations.find((l) => l.type === 'used')
  return {
    tenant: ids.tenant,
    dealership: ids.dealership,
    plan: d,
    dealerIndex,
    phone: dealershipPhones(d, place.state).main,
    sales: { id: ids.locations.sales ?? null, city: place.suburb, state: place.state },
    used: usedLocation
      ? {
          id: ids.locations.used ?? null,
          city: PLACES[usedLocation.place].suburb,
          state: PLACES[usedLocation.place].state,
        }
      : null,
    pool,
  }
}

/**
 * Cars per dealership: the demo sizes, or `total` shared in proportion to them (largest
 * remainder, so the counts add up exactly). Every dealership keeps room for its fixtures.
 */
export function carCounts(total?: number): Map<string, number> {
  const plans = ALL_DEALERSHIPS.map(({ dealership }) => dealership)
  if (total === undefined) return new Map(plans.map((d) => [d.slug, Math.max(d.demoCars, fixturesOf(d.slug).length)]))
  const weight = plans.reduce((sum, d) => sum + d.demoCars, 0)
  const shares = plans.map((d) => ({ slug: d.slug, exact: (total * d.demoCars) / weight }))
  const counts = shares.map((s) => ({ ...s, n: Math.floor(s.exact) }))
  let left = total - counts.reduce((sum, c) => sum + c.n, 0)
  for (const c of [...counts].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)))) {
    if (left-- <= 0) break
    c.n += 1
  }
  return new Map(counts.map((c) => [c.slug, Math.max(c.n, fixturesOf(c.slug).length)]))
}
