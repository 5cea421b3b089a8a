/**
 * Manufacturers and model pages per tenant (finance §3 Model, Manufacturer; §2 "Model pages"): the
 * makes its dealerships sell new, each model with its badges as variants (features, drive-away
 * prices) and the make's colours. Utes come in three cab styles, so their colour picker shows the
 * body-style tabs (finance §4: 3 or more styles and more than 15 colours).
 */
import type { Payload, Where } from 'payload'

import type { Id } from '@/domain/ids'
import type { ModelStatus } from '@/domain/models'
import { formatPrice } from '@/domain/pricing/format'
import { slugify } from '@/domain/text/slug'

import { MAKES, type Model } from './catalogue'
import { standardEquipment } from './equipment'
import { exteriorKey, FAMILY_COLOURS, type ImagePool } from './image-pool'
import { createRng, hashSeed } from './random'
import { candidateModels, trimLevel } from './stock-plan'
import type { TenantPlan } from './tenants'
import { upsert } from './upsert'

/** finance §3 body styles by oem_id; a ute's three cabs give the picker its second tab row. */
const CABS = ['dual_cab', 'extra_cab', 'single_cab'] as const
const styleOf = (m: Model) =>
  ({ SUV: 'wagon', Wagon: 'wagon', Hatch: 'hatch', Sedan: 'sedan', Ute: 'dual_cab' })[m.body]

/**
 * A model's page name: the catalogue's, with the body when the make sells two models of that name
 * (Corolla Hatch and Corolla Sedan), so each has a page of its own.
 */
export function modelPageName(m: Model, range: Model[]): string {
  return range.some((o) => o !== m && o.make === m.make && o.model === m.model) ? `${m.model} ${m.body}` : m.model
}

/** Drive-away spread over list price: on-road costs differ by state (ours, for the demo). */
const ON_ROAD = { min: 2_500, max: 4_500 }

export function modelData(
  make: string,
  m: Model,
  range: Model[],
  tenant: Id,
  manufacturer: Id,
  pool: ImagePool,
  nowYear: number,
  sort: number,
) {
  const name = modelPageName(m, range)
  const rng = createRng(hashSeed(`${make}:${name}`))
  const colours = MAKES[make]?.colours ?? []
  const top = m.variants[m.variants.length - 1]!
  const photo = (family: (typeof colours)[number][1]) => pool[exteriorKey(m.body, family, 'Side')] ?? null
  const styles = m.body === 'Ute' ? CABS : [styleOf(m)]
  const lowest = Math.min(...m.variants.map((v) => v.price))
  return {
    tenant,
    name,
    slug: slugify(name),
    manufacturer,
    // New to the range this year or last: the demo's 'ALL-NEW' model (finance §3 status coming_soon).
    status: (m.years[0] >= nowYear - 1 ? 'coming_soon' : 'available') as ModelStatus,
    manufacturer_body: m.body,
    image: pool[exteriorKey(m.body, 'white', 'Side')] ?? null,
    short_description:
      `The ${nowYear} ${make} ${name} is a ${m.seats}-seat ${m.body.toLowerCase()} in ${m.variants.length} ` +
      `variants, from ${formatPrice(lowest)} plus on-road costs. Ask us about stock and delivery times.`,
    sort,
    variants: m.variants.map((v) => ({
      name: v.badge,
      series: `MY${String(nowYear).slice(2)}`,
      full_name: `${nowYear} ${make} ${name} ${v.badge}`,
      image: photo(colours[m.variants.indexOf(v) % Math.max(1, colours.length)]?.[1] ?? 'white'),
      dap_min_price: v.price + ON_ROAD.min,
      dap_max_price: v.price + ON_ROAD.max,
      features: standardEquipment(rng, {
        trim: trimLevel(m, v),
        offRoad: m.body === 'Ute' || v.engine.drive === '4WD',
        electric: v.engine.fuel === 'Electric',
        caravan: false,
      }).map((feature) => ({ feature })),
    })),
    colours: styles.flatMap((style) =>
      colours.map(([name, family], i) => ({
        name,
        hex_code: FAMILY_COLOURS[family].hex,
        oem_id: style,
        // The make's last colour comes on the top badge only, so the variant tabs change the swatches.
        model_variant_name: i === colours.length - 1 && m.variants.length > 1 ? top.badge : null,
        photo: photo(family),
      })),
    ),
  }
}

export async function upsertModels(payload: Payload, t: TenantPlan, tenant: Id, pool: ImagePool, nowYear: number) {
  const makes = [...new Set(t.dealerships.map((d) => d.manufacturer).filter((m): m is string => Boolean(m)))]
  const byName = (name: string): Where => ({ and: [{ name: { equals: name } }, { tenant: { equals: tenant } }] })
  const bySlug = (slug: string): Where => ({ and: [{ slug: { equals: slug } }, { tenant: { equals: tenant } }] })
  for (const make of makes) {
    const dealer = t.dealerships.find((d) => d.manufacturer === make)!
    const models = candidateModels(dealer, 'new', nowYear)
    if (!models.length) continue
    const { id: manufacturer } = await upsert(payload, 'manufacturers', byName(make), {
      tenant,
      name: make,
      slug: slugify(make),
      manufacturer_body: [...new Set(models.map((m) => m.body))],
    })
    for (const [i, m] of models.entries()) {
      const data = modelData(make, m, models, tenant, manufacturer, pool, nowYear, i)
      await upsert(payload, 'models', bySlug(data.slug), data)
    }
  }
}
