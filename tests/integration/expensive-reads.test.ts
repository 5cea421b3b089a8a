import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as pdfGET } from '@/app/api/vehicles/[slug]/pdf/route'
import { GET as sitemapGET } from '@/app/sitemap.xml/route'
import { writeSiteMapCache } from '@/cache/site-map-cache'
import { loadSiteMap } from '@/data/sites/loaders'
import { loadRedirectTables } from '@/data/sites/redirects'
import { RATE_POLICIES } from '@/limits/rate-limit-policies'
import { proxy } from '@/proxy'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

// Security: "Expensive anonymous routes are unlimited: 30 concurrent GET /api/vehicles/{slug}/pdf
// pushed the home page's p95 from 34 ms to 7.6 s …; /compare with random query strings, … /print,
// huge page= values and first builds of feeds and sitemaps each pushed p95 to 0.5-2 s." Cache the
// PDF per car and version, and give every costly anonymous route a per-address limit.
let payload: Payload
let w: World
let ipSeq = 0
const freshIp = () => `192.0.2.${++ipSeq}`

beforeAll(async () => {
  payload = await testPayload()
  w = await makeWorld(payload, 'Costly', 1)
})

const pdf = (ip: string) =>
  pdfGET(
    new Request(`http://${siteHost(w.slug)}/api/vehicles/car-0/pdf`, {
      headers: { host: siteHost(w.slug), 'x-forwarded-for': ip },
    }),
    { params: Promise.resolve({ slug: 'car-0' }) },
  )
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('GET /api/vehicles/{slug}/pdf', () => {
  it('renders each version of a car once: the same bytes until the car changes', async () => {
    const first = await bytes(await pdf(freshIp()))
    // A render stamps the second it was made in the file: equal bytes a second later are a kept copy.
    await new Promise((r) => setTimeout(r, 1100))
    expect((await bytes(await pdf(freshIp()))).equals(first)).toBe(true)
    await payload.update({
      collection: 'cars',
      id: w.cars[0]!.id,
      data: { price: 23_456 },
      context: { disableRevalidate: true },
    })
    expect((await bytes(await pdf(freshIp()))).equals(first)).toBe(false)
  })

  it('answers 429 past one address’s budget, and only to that address', async () => {
    const ip = freshIp()
    const statuses = []
    for (let n = 0; n < 21; n++) statuses.push((await pdf(ip)).status)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    const refused = await pdf(ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await refused.json()).error.code).toBe('rate_limited')
    expect((await pdf(freshIp())).status).toBe(200)
  })
})

describe('sitemaps and feeds', () => {
  it('answer 429 past one address’s budget', async () => {
    const ip = freshIp()
    const get = () =>
      sitemapGET(
        new Request(`http://${siteHost(w.slug)}/sitemap.xml`, {
          headers: { host: siteHost(w.slug), 'x-forwarded-for': ip },
        }),
      )
    const statuses = []
    for (let n = 0; n < 61; n++) statuses.push((await get()).status)
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})

describe('pages the shared cache cannot answer (the proxy)', () => {
  // The proxy reads the site map from its cache: written once here, not before each of the budget’s
  // visits (that took most of a minute on PostgreSQL beside the SQLite pass).
  beforeAll(async () => {
    writeSiteMapCache({ ...(await loadSiteMap(payload)), redirects: await loadRedirectTables(payload) })
  })
  const visit = async (path: string, ip: string) => {
    const host = siteHost(w.slug)
    return proxy(new NextRequest(`http://${host}${path}`, { headers: { host, 'x-forwarded-for': ip } }))
  }

  it('renders a minute’s budget for one address (random /compare lists), then 429 with Retry-After', async () => {
    const ip = freshIp()
    const budget = RATE_POLICIES.pageRenderPerIp.points
    const statuses = []
    for (let n = 0; n <= budget; n++) statuses.push((await visit(`/compare?cars=r${n},s${n}`, ip)).status)
    expect(statuses.slice(0, budget).every((s) => s !== 429)).toBe(true)
    expect(statuses[budget]).toBe(429)
    const refused = await visit('/compare?cars=again', ip)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await refused.text()).toMatch(/try again/)
    expect((await visit('/compare?cars=r1', freshIp())).status).not.toBe(429)
  })

  it('answers a huge page= 404 without rendering', async () => {
    const res = await visit('/search/used-cars?page=99999999', freshIp())
    expect(res.status).toBe(404)
    expect(res.headers.get('x-middleware-rewrite')).toBeNull()
  })

  it('renders a page from the query parameters it reads: unknown ones are left out', async () => {
    const res = await visit('/search/used-cars?x=1&make=Kia&utm_source=mail', freshIp())
    expect(new URL(res.headers.get('x-middleware-rewrite')!).search).toBe('?make=Kia')
    const car = await visit('/cars/car-0?x=2', freshIp())
    expect(new URL(car.headers.get('x-middleware-rewrite')!).search).toBe('')
  })
})
