/**
 * A dealership's stock: `count` cars drawn from its stock plan with a seeded PRNG, including its
 * well-known fixtures (fixtures.ts). Pure: the same seed, `now` and context give the same cars.
 */
import type { CarRecord } from '@/db/car-writer/car-record'

import { buildCar, type CarDraft, type StockContext, type Vehicle } from './car-builder'
import { fixtureStockNumber, stockNumbers } from './car-identity'
import { caravanCondition, type Condition, demoCondition, newCondition, usedCondition } from './car-pricing'
import { DAY, quietSlotTime, type Slot, timeline } from './car-timeline'
import { CARAVANS } from './caravans'
import { MODELS } from './catalogue'
import { WELL_KNOWN_CARS, type WellKnownCar } from './fixtures'
import { createRng, hashSeed, type Rng } from './random'
import {
  badgeYears,
  candidateModels,
  type Kind,
  newestUsedYear,
  pickCaravan,
  pickUsedModel,
  pickVariant,
  usedYears,
} from './stock-plan'

export type { StockContext } from './car-builder'
export type GenerateOptions = { seed: number; now: Date; count: number }

export const fixturesOf = (dealershipSlug: string): WellKnownCar[] =>
  Object.values(WELL_KNOWN_CARS).filter((f) => f.dealership === dealershipSlug)

export function generateCars(ctx: StockContext, { seed, now, count }: GenerateOptions): CarRecord[] {
  const rng = createRng(hashSeed(ctx.plan.slug, seed))
  const nowMs = now.getTime()
  const nowYear = now.getUTCFullYear()
  const fixtures = fixturesOf(ctx.plan.slug)
  const kinds = Array.from({ length: Math.max(0, count - fixtures.length) }, () => pickKind(rng, ctx))
  const slots = timeline(rng.fork('timeline'), kinds, nowMs)
  const stocknums = stockNumbers(rng.fork('stock'), ctx.plan.stockPrefix, kinds.length)

  const cars = kinds.map((kind, i) => {
    const draft = { ...randomVehicle(rng, ctx, kind, nowYear), slot: slots[i]!, stocknum: stocknums[i]!, serial: i }
    return buildCar(rng, ctx, draft, nowMs)
  })
  fixtures.forEach((fixture, i) => cars.push(fixtureCar(ctx, fixture, i, slots, seed, now)))
  return cars.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

function pickKind(rng: Rng, ctx: StockContext): Kind {
  const { mix } = ctx.plan
  return rng.weighted([
    ['new', mix.new],
    ['demo', mix.demo],
    ['used', mix.used],
    ['caravan', mix.caravan],
  ] as const)
}

function randomVehicle(
  rng: Rng,
  ctx: StockContext,
  kind: Kind,
  nowYear: number,
): Pick<CarDraft, 'vehicle' | 'car_type' | 'condition'> {
  if (kind === 'caravan') {
    const model = pickCaravan(rng)
    const variant = rng.pick(model.variants)
    const used = rng.chance(0.4) ? usedYears(model, nowYear) : null
    return {
      vehicle: { item: 'caravan', model, variant },
      car_type: used ? 'used' : 'new',
      condition: caravanCondition(rng, variant.price, used, nowYear),
    }
  }
  const model =
    kind === 'used' ? pickUsedModel(rng, ctx.plan, nowYear) : rng.pick(candidateModels(ctx.plan, kind, nowYear))
  const variant = pickVariant(rng, model, kind === 'used' ? newestUsedYear(nowYear) : nowYear)
  return {
    vehicle: { item: 'car', model, variant },
    car_type: kind,
    condition: conditionFor(rng, kind, variant.price, badgeYears(model, variant), nowYear),
  }
}

function conditionFor(
  rng: Rng,
  carType: 'new' | 'demo' | 'used',
  listPrice: number,
  years: [number, number],
  nowYear: number,
): Condition {
  if (carType === 'new') return newCondition(rng, listPrice, nowYear)
  if (carType === 'demo') return demoCondition(rng, listPrice, years, nowYear)
  return usedCondition(rng, listPrice, usedYears({ years }, nowYear) ?? [years[1], years[1]], nowYear)
}

/** A well-known car: its own PRNG stream, so it is identical whatever the stock count. */
function fixtureCar(
  ctx: StockContext,
  fixture: WellKnownCar,
  index: number,
  slots: Slot[],
  seed: number,
  now: Date,
): CarRecord {
  const rng = createRng(hashSeed(fixture.slug, seed))
  const nowYear = now.getUTCFullYear()
  const { traits } = fixture
  const vehicle = fixtureVehicle(fixture)
  const condition =
    vehicle.item === 'caravan'
      ? caravanCondition(
          rng,
          vehicle.variant.price,
          traits.car_type === 'used' ? usedYears(vehicle.model, nowYear) : null,
          nowYear,
        )
      : conditionFor(rng, traits.car_type, vehicle.variant.price, badgeYears(vehicle.model, vehicle.variant), nowYear)
  const soldAt = traits.soldDaysAgo === undefined ? null : now.getTime() - traits.soldDaysAgo * DAY
  const before = (soldAt ?? now.getTime()) - DAY
  const slot: Slot = { createdAt: quietSlotTime(rng, slots, before), status: traits.status ?? 'in_stock', soldAt }
  const stocknum = fixtureStockNumber(ctx.plan.stockPrefix, index)
  return buildCar(
    rng,
    ctx,
    {
      vehicle,
      car_type: traits.car_type,
      condition,
      slot,
      stocknum,
      serial: 900_000 + index,
      slug: fixture.slug,
      traits,
    },
    now.getTime(),
  )
}

function fixtureVehicle(f: WellKnownCar): Vehicle {
  if (f.traits.item_type === 'caravan') {
    const model = CARAVANS.find((m) => m.make === f.make && m.model === f.model)
    const variant = model?.variants.find((v) => v.badge === f.badge)
    if (!model || !variant) throw new Error(`Fixture ${f.slug}: no caravan ${f.make} ${f.model} ${f.badge}`)
    return { item: 'caravan', model, variant }
  }
  const model = MODELS.find((m) => m.make === f.make && m.model === f.model && (!f.body || m.body === f.body))
  const variant = model?.variants.find((v) => v.badge === f.badge)
  if (!model || !variant) throw new Error(`Fixture ${f.slug}: no ${f.make} ${f.model} ${f.badge} in the catalogue`)
  return { item: 'car', model, variant }
}
