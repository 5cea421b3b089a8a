/**
 * Demo special offers (stock §2 /special-offers): live ones of each kind, plus one expired and one not
 * yet started, which the site must never show. Dates count from the seed's --now, so a run is
 * deterministic for its hour. Outback RV has the offers feature off and no offers (no menu link).
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import type { ImagePool } from './image-pool'
import { p, richText } from './lexical'
import type { TenantPlan } from './tenants'
import { SEED_CONTEXT } from './upsert'

const DAY = 86_400_000

export type OfferPlan = {
  title: string
  body: string
  car_types: ('new' | 'demo' | 'used')[]
  make?: string
  model?: string
  /** Days from now; null is open-ended. */
  starts: number | null
  expires: number | null
  sites: string[]
  terms?: string
  image?: string
}

const TERMS = 'Offer available while stocks last, to private buyers only. Not available with any other offer.'

export const OFFERS: Record<string, OfferPlan[]> = {
  'harbourside-toyota': [
    {
      title: 'RAV4 Hybrid bonus accessories',
      body: 'Drive away a new RAV4 Hybrid with $1,500 of genuine accessories on us: floor mats, a cargo liner and a tow bar.',
      car_types: ['new'],
      make: 'Toyota',
      model: 'RAV4',
      starts: -7,
      expires: 30,
      sites: [],
      terms: TERMS,
    },
    {
      title: 'Demo clearance: free window tint',
      body: 'Every demo in stock comes with free window tint and a full tank of fuel.',
      car_types: ['demo'],
      make: 'Toyota',
      starts: -3,
      expires: 14,
      sites: [],
      terms: TERMS,
    },
    {
      title: 'Pre-owned: first service free',
      body: 'Buy any pre-owned car and your first scheduled service is on us.',
      car_types: ['used'],
      starts: -10,
      expires: null,
      sites: [],
    },
    {
      title: 'Last month’s HiLux run-out',
      body: 'This offer has ended.',
      car_types: ['new'],
      make: 'Toyota',
      model: 'HiLux',
      starts: -40,
      expires: -1,
      sites: [],
    },
    { title: 'Spring service special', body: 'Coming soon.', car_types: [], starts: 10, expires: 40, sites: [] },
  ],
  'southern-cross-motor-group': [
    {
      title: 'Kia Sportage: 3 years’ servicing included',
      body: 'Three years of scheduled servicing included with every new Sportage.',
      car_types: ['new'],
      make: 'Kia',
      model: 'Sportage',
      starts: -5,
      expires: 25,
      sites: ['sutherland-kia', 'southern-cross'],
      terms: TERMS,
    },
    {
      title: 'Hyundai Kona Electric home charger',
      body: 'A home wall charger, fitted, with every new Kona Electric.',
      car_types: ['new'],
      make: 'Hyundai',
      model: 'Kona Electric',
      starts: -2,
      expires: 45,
      sites: ['kirrawee-hyundai', 'southern-cross'],
      terms: TERMS,
    },
    {
      title: 'Pre-owned peace of mind',
      body: 'Every pre-owned car from the group comes with 5-year or 175,000 km mechanical protection.',
      car_types: ['used'],
      starts: -30,
      expires: null,
      sites: [],
    },
    {
      title: 'EOFY sale (ended)',
      body: 'This offer has ended.',
      car_types: ['new', 'demo'],
      starts: -60,
      expires: -2,
      sites: [],
    },
  ],
}

const at = (now: Date, days: number | null) =>
  days === null ? null : new Date(now.getTime() + days * DAY).toISOString()

/** Upserts the tenant's demo offers by title. */
export async function upsertOffers(
  payload: Payload,
  t: TenantPlan,
  tenant: Id,
  siteIds: Map<string, Id>,
  pool: ImagePool,
  now: Date,
): Promise<number> {
  const plans = OFFERS[t.slug] ?? []
  const picture =
    pool[
      Object.keys(pool)
        .filter((k) => k.startsWith('ext-'))
        .sort()[0] ?? ''
    ] ?? null
  for (const plan of plans) {
    const data = {
      tenant,
      title: plan.title,
      body: richText(p(plan.body)),
      car_types: plan.car_types,
      make: plan.make ?? null,
      model: plan.model ?? null,
      starts_at: at(now, plan.starts),
      expires_at: at(now, plan.expires),
      sites: plan.sites.map((s) => siteIds.get(s)!),
      terms: plan.terms ?? null,
      image: picture,
      cars: [],
    }
    const { docs } = await payload.find({
      collection: 'offers',
      where: { and: [{ tenant: { equals: tenant } }, { title: { equals: plan.title } }] },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    if (docs[0])
      await payload.update({
        collection: 'offers',
        id: docs[0].id,
        data: data as never,
        depth: 0,
        context: SEED_CONTEXT,
      })
    else await payload.create({ collection: 'offers', data: data as never, depth: 0, context: SEED_CONTEXT })
  }
  return plans.length
}
