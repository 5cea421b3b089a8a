import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as feedRoute } from '@/app/feeds/[file]/route'
import { GET as robotsRoute } from '@/app/robots.txt/route'
import { GET as sitemapRoute } from '@/app/sitemap.xml/route'
import { GET as sitemapChildRoute } from '@/app/sitemaps/[file]/route'
import { GOOGLE_VEHICLE_COLUMNS } from '@/integrations/feeds/google-vehicle-listings'
import type { Car, Dealership } from '@/payload-types'
import { resetSearchEngine } from '@/search/instance'

import { parseTsv, parseXml } from '../support/feeds/parse'
import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/seo.md "Search engines: robots.txt, sitemaps and vehicle feeds": a per-site sitemap (cars with
// lastmod, results landing pages), robots.txt naming it, and Google's and Meta's vehicle feeds —
// only the cars a shopper can open on that site, never another tenant's or another site's, URLs on
// the site's primary domain.
const ctx = { disableRevalidate: true }
const DAY_MS = 86_400_000
const VIN = (n: number) => `JTNBA3HE10J${String(100000 + n)}`

let payload: Payload
let a: World
let b: World
let second: Dealership
let offSite: Dealership
const cars: Record<string, Car> = {}

async function photo(tenant: number, name: string) {
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { tenant, alt: name },
    file: { data: png, mimetype: 'image/png', name: `${name}.png`, size: png.length },
    context: ctx,
  })
}

const address = { street: '1 Harbour St', city: 'Sydney', state: 'nsw' as const, postcode: '2000' }

beforeAll(async () => {
  payload = await testPayload()
  resetSearchEngine() // the engine is built from this run's database on first use
  a = await makeWorld(payload, 'Seoa', 0)
  b = await makeWorld(payload, 'Seob', 0)
  second = await payload.create({
    collection: 'dealerships',
    data: { tenant: a.tenant.id, name: 'Seoa Second & Sons', slug: `${a.slug}-second`, address },
    context: ctx,
  })
  offSite = await payload.create({
    collection: 'dealerships',
    data: { tenant: a.tenant.id, name: 'Seoa Elsewhere', slug: `${a.slug}-elsewhere`, address },
    context: ctx,
  })
  await payload.update({ collection: 'dealerships', id: a.dealership.id, data: { address }, context: ctx })
  await payload.update({ collection: 'dealerships', id: b.dealership.id, data: { address }, context: ctx })
  await payload.update({
    collection: 'sites',
    id: a.site.id,
    data: {
      dealerships: [a.dealership.id, second.id],
      primary_domain: siteHost(a.slug),
      settings: { excluded_stocknums: ['EXCL1'] },
    },
    context: ctx,
  })
  const ownPhoto = await photo(a.tenant.id, `${a.slug}-own`)
  const otherPhoto = await photo(b.tenant.id, `${b.slug}-other`)
  const make = async (key: string, world: World, over: Partial<Car>) => {
    cars[key] = await payload.create({
      collection: 'cars',
      context: ctx,
      data: {
        tenant: world.tenant.id,
        dealership: world.dealership.id,
        name: `2022 Toyota Corolla ${key}`,
        slug: `seo-${key}`,
        make: 'Toyota',
        model: 'Corolla',
        badge: 'Ascent Sport',
        year: 2022,
        km: 40000,
        car_type: 'used',
        status: 'in_stock',
        price: 29990,
        vin: VIN(Object.keys(cars).length),
        images: [world === a ? ownPhoto.id : otherPhoto.id],
        ...over,
      } as Car,
    })
  }
  await make('used', a, {})
  await make('new-coming', a, {
    car_type: 'new',
    status: 'coming_soon',
    km: null,
    make: 'Mazda',
    model: 'CX-5',
    dealership: second.id,
  })
  await make('hidden', a, { show_on_dealer_website: false })
  await make('excluded', a, { stocknum: 'excl1' })
  await make('sold-recent', a, { status: 'sold', sold_date: new Date(Date.now() - DAY_MS).toISOString() })
  await make('sold-old', a, { status: 'sold', sold_date: new Date(Date.now() - 10 * DAY_MS).toISOString() })
  await make('no-price', a, { price: null })
  await make('no-photo', a, { images: [] })
  await make('off-site', a, { dealership: offSite.id })
  await make('other-tenant', b, { make: 'Kia', model: 'Sportage' })
})

const get = (slug: string | null, path: string) =>
  new Request(`http://x${path}`, { headers: { host: slug ? siteHost(slug) : 'nobody.example.com' } })
const params = (file: string) => ({ params: Promise.resolve({ file }) })
const origin = (world: World) => `https://${siteHost(world.slug)}`

describe('robots.txt per site', () => {
  it('names the sitemap on the primary domain and keeps crawlers out of the private and filtered URLs', async () => {
    const res = await robotsRoute(get(a.slug, '/robots.txt'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const txt = await res.text()
    expect(txt).toContain(`Sitemap: ${origin(a)}/sitemap.xml`)
    for (const rule of ['/api/', '/admin', '/print', '/sign-in', '/search/*?'])
      expect(txt).toContain(`Disallow: ${rule}\n`)
  })

  it('an unknown host: 404', async () => expect((await robotsRoute(get(null, '/robots.txt'))).status).toBe(404))
})

type Urlset = { urlset: { url: { loc: string; lastmod?: string }[] } }

describe('sitemap per site', () => {
  it('the index names the search, pages, locations and cars children on the primary domain', async () => {
    const res = await sitemapRoute(get(a.slug, '/sitemap.xml'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const doc = parseXml(await res.text(), ['sitemap']) as {
      sitemapindex: { sitemap: { loc: string; lastmod?: string }[] }
    }
    expect(doc.sitemapindex.sitemap.map((s) => s.loc)).toEqual(
      ['search', 'pages', 'locations', 'cars'].map((n) => `${origin(a)}/sitemaps/${n}.xml`),
    )
    expect(doc.sitemapindex.sitemap[3]!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
  })

  it('cars.xml lists exactly the cars a shopper can open there, with lastmod = updatedAt', async () => {
    const res = await sitemapChildRoute(get(a.slug, '/sitemaps/cars.xml'), params('cars.xml'))
    const doc = parseXml(await res.text(), ['url']) as Urlset
    const listed = ['used', 'new-coming', 'sold-recent', 'no-price', 'no-photo']
    expect(doc.urlset.url.map((u) => u.loc).sort()).toEqual(listed.map((k) => `${origin(a)}/cars/seo-${k}`).sort())
    const used = doc.urlset.url.find((u) => u.loc.endsWith('/seo-used'))!
    expect(Date.parse(used.lastmod!)).toBe(Math.floor(Date.parse(cars.used!.updatedAt) / 1000) * 1000)
  })

  it("the other tenant's sitemap holds only its own car (the wall)", async () => {
    const doc = parseXml(
      await (await sitemapChildRoute(get(b.slug, '/sitemaps/cars.xml'), params('cars.xml'))).text(),
      ['url'],
    ) as Urlset
    expect(doc.urlset.url.map((u) => u.loc)).toEqual([`${origin(b)}/cars/seo-other-tenant`])
  })

  it('search.xml: home, the stock-type pages with stock, makes and models with stock, and the dealerships of a group site', async () => {
    const doc = parseXml(
      await (await sitemapChildRoute(get(a.slug, '/sitemaps/search.xml'), params('search.xml'))).text(),
      ['url'],
    ) as Urlset
    const paths = doc.urlset.url.map((u) => u.loc.slice(origin(a).length)).sort()
    expect(paths).toEqual(
      [
        '/',
        '/search/new-used-and-demo-cars',
        '/search/new-cars',
        '/search/used-cars',
        '/search/new-and-demo-cars',
        '/search/toyota',
        '/search/toyota/corolla',
        '/search/mazda',
        '/search/mazda/cx-5',
        `/search/${a.dealership.slug}`,
        `/search/${second.slug}`,
      ].sort(),
    )
    expect(paths).not.toContain('/search/demo-cars') // no demo stock
    expect(paths.join()).not.toMatch(/kia|elsewhere/) // another tenant's make; a dealership not on the site
  })

  it.each(['cars-2.xml', 'blog.xml', 'cars.txt'])('/sitemaps/%s: 404', async (file) =>
    expect((await sitemapChildRoute(get(a.slug, `/sitemaps/${file}`), params(file))).status).toBe(404),
  )

  it('an unknown host: 404', async () => expect((await sitemapRoute(get(null, '/sitemap.xml'))).status).toBe(404))
})

describe('vehicle feeds per site', () => {
  // "Only available cars; cars without a price or photo ... skip with a reason logged"
  const FEED_CARS = ['used', 'new-coming']

  it('Google TSV: only available, complete cars, every required attribute in its format', async () => {
    const res = await feedRoute(
      get(a.slug, '/feeds/google-vehicle-listings.tsv'),
      params('google-vehicle-listings.tsv'),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8')
    expect(res.headers.get('x-feed-skipped')).toBe('2') // no price; no photo
    const rows = parseTsv(await res.text())
    expect(rows.map((r) => r.link).sort()).toEqual(FEED_CARS.map((k) => `${origin(a)}/cars/seo-${k}`).sort())
    for (const row of rows) {
      for (const column of GOOGLE_VEHICLE_COLUMNS.filter(
        (c) =>
          ![
            'additional_image_link',
            'certified_pre_owned',
            'exterior_color',
            'body_style',
            'fuel_type',
            'transmission',
            'drivetrain',
          ].includes(c),
      )) {
        expect(row[column], column).not.toBe('')
      }
      expect(row.price).toMatch(/^\d+\.\d{2} AUD$/)
      expect(row.condition).toMatch(/^(new|used)$/)
      expect(row.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(row.year).toMatch(/^\d{4}$/)
      expect(row.mileage).toMatch(/^\d+ km$/)
      expect(row.image_link).toMatch(new RegExp(`^${origin(a)}/api/media/file/`))
      expect(row.dealership_address).toBe('1 Harbour St, Sydney NSW 2000, AU')
    }
    const newCar = rows.find((r) => r.link!.endsWith('new-coming'))!
    expect(newCar).toMatchObject({
      condition: 'new',
      make: 'Mazda',
      model: 'CX-5',
      store_code: second.slug,
      dealership_name: 'Seoa Second & Sons',
    })
  })

  it('Meta XML: the same cars, Meta field names and values', async () => {
    const res = await feedRoute(get(a.slug, '/feeds/meta-vehicles.xml'), params('meta-vehicles.xml'))
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const doc = parseXml(await res.text(), ['listing', 'image', 'component']) as {
      listings: { listing: Record<string, unknown>[] }
    }
    const listings = doc.listings.listing
    expect(listings.map((l) => l.url).sort()).toEqual(FEED_CARS.map((k) => `${origin(a)}/cars/seo-${k}`).sort())
    for (const l of listings) {
      for (const field of [
        'vehicle_id',
        'title',
        'description',
        'url',
        'make',
        'model',
        'year',
        'trim',
        'vin',
        'state_of_vehicle',
        'price',
        'availability',
        'dealer_name',
      ]) {
        expect(l[field], field).toBeTruthy()
      }
      expect(l.price).toMatch(/^\d+\.\d{2} AUD$/)
      expect(l.state_of_vehicle).toMatch(/^(NEW|USED)$/)
      expect(l.mileage).toMatchObject({ value: expect.stringMatching(/^\d+$/), unit: 'KM' })
      expect((l.image as { url: string }[])[0]!.url).toMatch(new RegExp(`^${origin(a)}/`))
    }
  })

  it("the other tenant's feed lists only its own car (the wall)", async () => {
    const rows = parseTsv(
      await (
        await feedRoute(get(b.slug, '/feeds/google-vehicle-listings.tsv'), params('google-vehicle-listings.tsv'))
      ).text(),
    )
    expect(rows.map((r) => r.link)).toEqual([`${origin(b)}/cars/seo-other-tenant`])
  })

  it('an unknown feed name or host: 404', async () => {
    expect((await feedRoute(get(a.slug, '/feeds/x.xml'), params('x.xml'))).status).toBe(404)
    expect((await feedRoute(get(a.slug, '/feeds/constructor'), params('constructor'))).status).toBe(404)
    expect((await feedRoute(get(null, '/feeds/meta-vehicles.xml'), params('meta-vehicles.xml'))).status).toBe(404)
  })

  it('a car change shows in the feed on the next request (the hooks keep the index, the tags expire the cache)', async () => {
    await payload.update({ collection: 'cars', id: cars.used!.id, data: { price: 27500 } })
    const rows = parseTsv(
      await (
        await feedRoute(get(a.slug, '/feeds/google-vehicle-listings.tsv'), params('google-vehicle-listings.tsv'))
      ).text(),
    )
    expect(rows.find((r) => r.link!.endsWith('/seo-used'))!.price).toBe('27500.00 AUD')
  })
})
