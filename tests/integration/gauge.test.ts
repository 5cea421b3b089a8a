import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/(site)/[site]/cars/[slug]/autogauge/route'
import { type GaugeResponse, isGaugeShown } from '@/domain/price-gauge'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// getSite reads Next's data cache, which only exists inside Next; here it is the loader it wraps.
vi.mock('@/data/sites/sites', async (importActual) => {
  const actual = await importActual<typeof import('@/data/sites/sites')>()
  const { payloadClient } = await import('@/data/runtime/payload')
  const { loadSite } = await import('@/data/sites/loaders')
  return { ...actual, getSite: async (slug: string) => loadSite(await payloadClient(), slug) }
})

let payload: Payload
let a: World
let b: World

const ctx = { disableRevalidate: true }
const market = {
  average_market_price: 36000,
  market_range_min: 30000,
  market_range_max: 40000,
  confidence: 0.8,
  description: null,
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Gauge', 0)
  b = await makeWorld(payload, 'Elsewhere', 0)
  const car = (world: World, slug: string, data: Record<string, unknown>) =>
    payload.create({
      collection: 'cars',
      data: {
        tenant: world.tenant.id,
        dealership: world.dealership.id,
        name: slug,
        slug,
        make: 'Mazda',
        model: 'CX-5',
        car_type: 'used',
        status: 'in_stock',
        ...data,
      },
      context: ctx,
    })
  await car(a, 'complete', { price: 35000, autograb_data: market })
  await car(a, 'low-confidence', { price: 35000, autograb_data: { ...market, confidence: 0.1 } })
  await car(a, 'no-price', { price: 0, autograb_data: market })
  await car(a, 'offer', {
    price: 39000,
    offer_price: 32000,
    autograb_data: { ...market, description: 'Priced to sell' },
  })
  await car(b, 'only-on-b', { price: 35000, autograb_data: market })
})

const get = (site: string, slug: string) =>
  GET(new Request(`http://${site}.localhost:3000/cars/${slug}/autogauge`), { params: Promise.resolve({ site, slug }) })

describe('GET /cars/{slug}/autogauge — stock §7 "Price gauge data (fields above)", §3 price gauge response', () => {
  it('answers every field for a car with complete market data, cacheable for a minute', async () => {
    const res = await get(a.slug, 'complete')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    const body = (await res.json()) as GaugeResponse
    expect(body).toEqual({
      fill: 0.5,
      listing_price: 35000,
      market_range_min: 30000,
      market_range_max: 40000,
      confidence: 0.8,
      description: null,
    })
    expect(isGaugeShown(body)).toBe(true)
  })

  it('answers a low-confidence car, which the page does not show (stock §5 "confidence is above 0.2")', async () => {
    const res = await get(a.slug, 'low-confidence')
    expect(res.status).toBe(200)
    const body = (await res.json()) as GaugeResponse
    expect(body).toMatchObject({ confidence: 0.1, fill: 0.5, listing_price: 35000 })
    expect(isGaugeShown(body)).toBe(false)
  })

  it('uses the displayed price: the offer price and the server description (stock §4)', async () => {
    const body = (await (await get(a.slug, 'offer')).json()) as GaugeResponse
    expect(body).toMatchObject({ listing_price: 32000, fill: 0.8, description: 'Priced to sell' })
  })

  it('gives listing_price null for a car with no price', async () => {
    const body = (await (await get(a.slug, 'no-price')).json()) as GaugeResponse
    expect(body).toMatchObject({ listing_price: null, fill: null })
    expect(isGaugeShown(body)).toBe(false)
  })

  it('answers 404 car_not_found for an unknown slug', async () => {
    const res = await get(a.slug, 'no-such-car')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'car_not_found', message: expect.any(String) } })
  })

  it("answers 404 for another tenant's car (the wall)", async () => {
    const res = await get(a.slug, 'only-on-b')
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('car_not_found')
    expect((await get(b.slug, 'only-on-b')).status).toBe(200)
  })

  it('answers 404 unknown_site for a site that does not exist', async () => {
    const res = await get('_unknown-host', 'complete')
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('unknown_site')
  })
})
