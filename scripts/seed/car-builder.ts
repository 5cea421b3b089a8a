/**
 * Turns a chosen vehicle, condition and arrival slot into a full car record: identity, tags and
 * flags, prices, specs, equipment, comments, gallery, spin and hotspots. Pure.
 */
import type { CarRecord } from '@/db/car-writer/car-record'
import type { Id } from '@/domain/ids'

import { numberPlate, vin } from './australian-ids'
import { carName, carSlug } from './car-identity'
import { carMedia } from './car-media'
import { type Condition, lenderQuote, marketFor } from './car-pricing'
import { caravanSpecsOf, specsOf } from './car-specs'
import { DAY, type Slot } from './car-timeline'
import type { CaravanModel } from './caravans'
import { type ColourFamily, MAKES, type Model, type Variant } from './catalogue'
import { dealerComments } from './comments'
import { standardEquipment } from './equipment'
import type { FixtureTraits } from './fixtures'
import type { ImagePool } from './image-pool'
import type { StateCode } from './places'
import type { Rng } from './random'
import { trimLevel } from './stock-plan'
import type { DealershipPlan } from './tenants'

export type StockContext = {
  tenant: Id
  dealership: Id
  plan: DealershipPlan
  /** Keeps VIN serials unique across dealerships. */
  dealerIndex: number
  phone: string
  sales: { id: Id | null; city: string; state: StateCode }
  used: { id: Id | null; city: string; state: StateCode } | null
  pool: ImagePool
}

export type Vehicle =
  | { item: 'car'; model: Model; variant: Variant }
  | { item: 'caravan'; model: CaravanModel; variant: CaravanModel['variants'][number] }

export type CarDraft = {
  vehicle: Vehicle
  car_type: 'new' | 'demo' | 'used'
  condition: Condition
  slot: Slot
  stocknum: string
  serial: number
  slug?: string
  traits?: FixtureTraits
}

const TAGS = { new: [0.05, 'Runout Sale'], demo: [0.25, 'Test Drive Only'], used: [0.04, "Manager's Special"] } as const
const caravanFamily = (colour: string): ColourFamily =>
  /charcoal/i.test(colour) ? 'dark' : /silver/i.test(colour) ? 'silver' : 'white'

export function buildCar(rng: Rng, ctx: StockContext, draft: CarDraft, now: number): CarRecord {
  const { vehicle, car_type, condition, slot } = draft
  const traits: Partial<FixtureTraits> = draft.traits ?? {}
  /** Fixtures get exactly their traits; chance only decides flags for ordinary stock. */
  const ordinary = !draft.traits
  const make = vehicle.model.make
  const { year } = condition
  const isCaravan = vehicle.item === 'caravan'
  const [colour, family] = pickColour(rng, vehicle, traits.colour)
  const at = car_type === 'used' && ctx.used ? ctx.used : ctx.sales
  const status = traits.status ?? slot.status
  const soldAt =
    traits.soldDaysAgo !== undefined ? now - traits.soldDaysAgo * DAY : status === 'sold' ? slot.soldAt : null
  const age = new Date(now).getUTCFullYear() - year

  let price: number | null = condition.price
  if (traits.price === 'none' || (ordinary && rng.chance(0.015))) price = null
  else if (ordinary && rng.chance(0.01)) price = 0
  const listed = price ?? 0
  const newish = car_type !== 'used'
  const before_price =
    traits.price === 'was'
      ? listed + 3_000
      : listed && rng.chance(newish ? 0.25 : 0.08)
        ? listed + rng.int(1, 4) * 1_000
        : null
  const finance = listed > 0 && rng.chance(0.3) ? lenderQuote(rng, listed) : null
  const trim = vehicle.item === 'car' ? trimLevel(vehicle.model, vehicle.variant) : 0.5
  const electric = vehicle.item === 'car' && vehicle.variant.engine.fuel === 'Electric'
  const name = carName(year, make, vehicle.model.model, vehicle.variant.badge)
  const media = carMedia(rng, ctx.pool, {
    body: isCaravan ? 'Caravan' : vehicle.model.body,
    family,
    stocknum: draft.stocknum,
    traits,
  })

  return {
    name,
    slug: draft.slug ?? carSlug(year, make, vehicle.model.model, vehicle.variant.badge, draft.stocknum),
    year,
    make,
    model: vehicle.model.model,
    badge: vehicle.variant.badge,
    series: null,
    car_type,
    status,
    item_type: isCaravan ? 'caravan' : 'car',
    tag: traits.tag ?? (ordinary && rng.chance(TAGS[car_type][0]) ? TAGS[car_type][1] : null),
    reserved: traits.reserved ?? (ordinary && status === 'in_stock' && rng.chance(0.03)),
    certified:
      traits.certified ??
      (ordinary && car_type === 'used' && make === ctx.plan.manufacturer && age <= 6 && rng.chance(0.35)),
    preorder: ordinary && status === 'coming_soon' && car_type === 'new' && rng.chance(0.3),
    show_on_dealer_website: ordinary ? !rng.chance(0.03) : true,
    tenant: ctx.tenant,
    dealership: ctx.dealership,
    location: at.id,
    stocknum: draft.stocknum,
    vin: vin(rng, isCaravan ? vehicle.model.wmi : MAKES[make]!.wmi, year, ctx.dealerIndex * 1_000_000 + draft.serial),
    nvic: isCaravan ? null : `${String.fromCharCode(65 + (year % 26))}${rng.int(1000, 9999)}`,
    ...registration(rng, car_type, at.state, now, traits.rego),
    ...buildDates(rng, year, now),
    sold_date: soldAt === null ? null : new Date(soldAt).toISOString(),
    city: at.city,
    // Shown as-is in the state facet, so the display form (NSW), unlike the address select's value (nsw).
    state: at.state.toUpperCase(),
    private_suburb: null,
    private_postcode: null,
    views: rng.int(0, 40 + Math.round((now - slot.createdAt) / DAY) * 6),
    rank: rng.chance(0.05) ? rng.int(1, 10) : 0,
    price,
    before_price,
    offer_price: listed && newish && rng.chance(0.08) ? listed - rng.int(5, 30) * 100 : null,
    subscription_price: listed && newish && !isCaravan && rng.chance(0.12) ? Math.round(listed / 170) : null,
    price_type: newish
      ? 'drive_away'
      : rng.weighted([
          ['drive_away', 7],
          ['excl_government_charges', 2],
          ['negotiable', 1],
        ] as const),
    finance_lenders: finance?.finance_lenders ?? null,
    youxQuote: { weeklyRepaymentAmount: finance?.weekly ?? null },
    autograb_data: marketFor(rng, traits.market, car_type, listed),
    km: condition.km,
    colour,
    interior_colour: isCaravan
      ? 'Oak and Cream'
      : trim > 0.6
        ? rng.pick(['Black leather-accented', 'Tan leather-accented'])
        : rng.pick(['Black cloth', 'Grey cloth']),
    ...(vehicle.item === 'car' ? specsOf(vehicle.model, vehicle.variant) : caravanSpecsOf(vehicle.variant.spec)),
    standardEquipment: standardEquipment(rng, {
      trim,
      electric,
      caravan: isCaravan,
      offRoad: !isCaravan && (vehicle.model.body === 'Ute' || vehicle.variant.engine.drive === '4WD'),
    }),
    dealercomments: dealerComments(
      rng,
      { name, car_type, dealer: ctx.plan.name, phone: ctx.phone, colour, caravan: isCaravan },
      traits.comments,
    ),
    ...media,
    external_video_url: null,
    createdAt: new Date(slot.createdAt).toISOString(),
    updatedAt: new Date(soldAt ?? Math.min(now, slot.createdAt + rng.float(0, 5) * DAY)).toISOString(),
  }
}

/** The car's colour and the colour family its pictures are drawn in; a fixture may name the colour. */
function pickColour(rng: Rng, vehicle: Vehicle, wanted?: string): readonly [string, ColourFamily] {
  if (vehicle.item === 'caravan') {
    const colour = wanted ?? rng.pick(vehicle.model.colours)
    return [colour, caravanFamily(colour)]
  }
  const colours = MAKES[vehicle.model.make]!.colours
  const picked = rng.pick(colours)
  return colours.find(([name]) => name === wanted) ?? picked
}

/** Days from now a fixture's rego expires (stock §5 rego expiry text). */
const REGO_DAYS = { expired: -30, current: 200 } as const

/** Number plate and rego expiry: used cars always, demos often; some expiries already past. */
function registration(
  rng: Rng,
  carType: CarDraft['car_type'],
  state: StateCode,
  now: number,
  rego?: keyof typeof REGO_DAYS,
) {
  const registered = rego !== undefined || carType === 'used' || (carType === 'demo' && rng.chance(0.5))
  if (!registered) return { regplate: null, rego_expiry: null }
  const days = rego ? REGO_DAYS[rego] : carType === 'used' ? rng.int(-90, 330) : rng.int(60, 330)
  return { regplate: numberPlate(rng, state), rego_expiry: new Date(now + days * DAY).toISOString() }
}

/** Build month within the model year (never in the future) and compliance a month later. */
function buildDates(rng: Rng, year: number, now: number) {
  const today = new Date(now)
  const lastMonth = year === today.getUTCFullYear() ? today.getUTCMonth() : 11
  const build = Date.UTC(year, rng.int(0, Math.max(0, lastMonth - 1)), 1)
  const compliance = Date.UTC(new Date(build).getUTCFullYear(), new Date(build).getUTCMonth() + 1, 1)
  return { build_date: new Date(build).toISOString(), compliance_date: new Date(compliance).toISOString() }
}
