import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadDashboard } from '@/data/admin/dashboard'
import { loadCarForSite } from '@/data/cars/cars'
import { runStockImport, type StockImportReport } from '@/data/cars/stock-import/run'
import { loadSite } from '@/data/sites/loaders'
import { photoFetcher } from '@/integrations/stock-photos/fetch-photo'
import type { User } from '@/payload-types'
import { bulkEditCars } from '@collections/Cars/endpoints/bulk-edit'
import { importStock } from '@collections/Cars/endpoints/import-stock'
import { exportLeadsCsv } from '@collections/Leads/endpoints/export-csv'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// docs/features/stock-import.md "Stock import": an import or export never reads or writes another tenant's cars, even with
// another tenant's dealership named in the file; re-runs are idempotent, keyed by stock number; cars
// missing from a full feed are marked withdrawn, not deleted.
let payload: Payload
let a: World
let b: World
let server: Server
let photoBase = ''

const HEADER = 'Stock No,Make,Model,Year,Type,Price,Kms,Dealer,Photos,Name'
const line = (stock: string, extra: Partial<Record<'make' | 'price' | 'dealer' | 'photos', string>> = {}) =>
  [
    stock,
    extra.make ?? 'Toyota',
    'Corolla',
    '2022',
    'Used',
    `"${extra.price ?? '$29,990'}"`,
    '"12,000"',
    extra.dealer ?? '',
    extra.photos ?? '',
  ].join(',')
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n')
const mapping = { stocknum: 'Stock No', car_type: 'Type', km: 'Kms', dealership: 'Dealer', images: 'Photos' }

const ok = (r: Awaited<ReturnType<typeof runStockImport>>): StockImportReport => {
  if ('error' in r) throw new Error(r.error.message)
  return r
}
const importAs = (user: User, dealership: number, content: string, opts: { full?: boolean; dryRun?: boolean } = {}) =>
  runStockImport(
    payload,
    user,
    { dealership, format: 'csv', content, mapping, full: opts.full ?? false, dryRun: opts.dryRun ?? false },
    { fetchPhoto: photoFetcher({ allowInternal: true, timeoutMs: 1000 }) },
  )
const carsOf = async (w: World) =>
  (await payload.find({ collection: 'cars', pagination: false, where: { tenant: { equals: w.tenant.id } } })).docs

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Imp', 0)
  b = await makeWorld(payload, 'Other', 2)
  server = createServer((req, res) => {
    if (req.url === '/slow.jpg') return void setTimeout(() => res.end('late'), 3000)
    if (req.url?.startsWith('/ok')) {
      res.writeHead(200, { 'content-type': 'image/png' })
      // a 1×1 PNG
      return void res.end(
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        ),
      )
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  photoBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('stock import', () => {
  it('a dry run reports what would change and writes nothing', async () => {
    const r = ok(
      await importAs(a.staff, a.dealership.id, csv(line('A1'), line('A2'), line('A3', { price: '86,99O' })), {
        dryRun: true,
      }),
    )
    expect(r).toMatchObject({ dryRun: true, created: 2, updated: 0, withdrawn: 0 })
    expect(r.errors).toEqual([{ line: 4, stocknum: 'A3', field: 'price', message: "Price is not a number: '86,99O'." }])
    expect(await carsOf(a)).toHaveLength(0)
  })

  it('imports, and a re-run of the same file changes nothing', async () => {
    const file = csv(line('A1'), line('A2'), line('A3', { make: 'Toyta' }))
    const first = ok(await importAs(a.staff, a.dealership.id, file))
    expect(first).toMatchObject({ created: 2, updated: 0, unchanged: 0 })
    expect(first.errors[0]).toMatchObject({ stocknum: 'A3', field: 'make', message: "Unknown make 'Toyta'." })
    const cars = await carsOf(a)
    expect(cars.map((c) => [c.stocknum, c.price, c.km, c.car_type, c.status]).sort()).toEqual([
      ['A1', 29990, 12000, 'used', 'in_stock'],
      ['A2', 29990, 12000, 'used', 'in_stock'],
    ])
    const again = ok(await importAs(a.staff, a.dealership.id, file))
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, withdrawn: 0 })
    const after = await carsOf(a)
    expect(after.map((c) => c.updatedAt).sort()).toEqual(cars.map((c) => c.updatedAt).sort())
  })

  it('updates a changed price by stock number', async () => {
    const r = ok(await importAs(a.staff, a.dealership.id, csv(line('A1', { price: '27990' }), line('A2'))))
    expect(r).toMatchObject({ created: 0, updated: 1, unchanged: 1 })
    expect((await carsOf(a)).find((c) => c.stocknum === 'A1')?.price).toBe(27990)
  })

  // stock §2 /cars/{slug}: an imported car's slug (name and stock number) is the one car slug rule's
  // (src/domain/cars/slug.ts), so staff can edit the car in the admin and shoppers can open it.
  it('an imported 83-character slug passes the admin on edit and opens the car page', async () => {
    const w = await makeWorld(payload, 'Long', 0)
    const name = '2023 Mercedes-Benz GLE-Class GLE450 4MATIC Coupe AMG Line Premium Plus Pack'
    ok(await importAs(w.staff, w.dealership.id, csv(`${line('HT12345', { make: 'Mercedes-Benz' })},${name}`)))
    const [car] = await carsOf(w)
    expect(car!.slug).toBe('2023-mercedes-benz-gle-class-gle450-4matic-coupe-amg-line-premium-plus-pack-ht12345')
    expect(car!.slug).toHaveLength(83)
    // The admin's edit form sends the slug back with the change.
    const edited = await payload.update({
      collection: 'cars',
      id: car!.id,
      data: { slug: car!.slug, price: 87990 },
      user: asUser(w.staff),
      overrideAccess: false,
      context: { disableRevalidate: true, disableSearchSync: true },
    })
    expect(edited).toMatchObject({ slug: car!.slug, price: 87990 })
    const site = (await loadSite(payload, w.slug))!
    expect((await loadCarForSite(site, car!.slug))?.id).toBe(car!.id)
  })

  it('withdraws the cars a full feed no longer lists, without deleting them', async () => {
    const r = ok(await importAs(a.staff, a.dealership.id, csv(line('A1', { price: '27990' })), { full: true }))
    expect(r).toMatchObject({ withdrawn: 1, unchanged: 1 })
    const a2 = (await carsOf(a)).find((c) => c.stocknum === 'A2')
    expect(a2?.status).toBe('withdrawn')
    // Listed again: back in stock.
    ok(await importAs(a.staff, a.dealership.id, csv(line('A1', { price: '27990' }), line('A2'))))
    expect((await carsOf(a)).find((c) => c.stocknum === 'A2')?.status).toBe('in_stock')
  })

  it("never writes another tenant's dealership named in the file, nor reads its cars", async () => {
    const otherStock = b.cars[0]!.stocknum!
    const before = await carsOf(b)
    const r = ok(
      await importAs(
        a.staff,
        a.dealership.id,
        csv(
          line('X1', { dealer: b.dealership.slug }),
          line(otherStock, { price: '1' }),
          line('X2', { dealer: String(b.dealership.id) }),
        ),
        { full: true },
      ),
    )
    expect(r.errors.filter((e) => e.field === 'dealership').map((e) => e.message)).toEqual([
      `Dealership '${b.dealership.slug}' is not one of yours.`,
      `Dealership '${b.dealership.id}' is not one of yours.`,
    ])
    // Bravo's stock number is new in Alpha's tenant: created for Alpha, Bravo's car untouched.
    expect(r.created).toBe(1)
    expect(await carsOf(b)).toEqual(before)
    expect((await carsOf(a)).find((c) => c.stocknum === otherStock)?.tenant).toMatchObject({ id: a.tenant.id })
  })

  it("refuses to import into another tenant's dealership", async () => {
    const r = await importAs(a.staff, b.dealership.id, csv(line('Z1')))
    expect(r).toEqual({
      error: { status: 403, code: 'not_your_dealership', message: 'That dealership is not one of yours.' },
    })
    expect((await carsOf(b)).some((c) => c.stocknum === 'Z1')).toBe(false)
  })

  it('fetches photos into media, and reports a missing or slow one without stopping', async () => {
    const photos = [`${photoBase}/ok-1.png`, `${photoBase}/missing.jpg`, `${photoBase}/slow.jpg`].join('|')
    const r = ok(await importAs(a.staff, a.dealership.id, csv(line('P1', { photos }))))
    expect(r.created).toBe(1)
    expect(r.photosFetched).toBe(1)
    expect(r.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/answered 404/),
      expect.stringMatching(/no answer within 1 s/),
    ])
    const car = (await carsOf(a)).find((c) => c.stocknum === 'P1')!
    expect(car.images).toHaveLength(1)
    // A re-run fetches nothing again.
    const again = ok(await importAs(a.staff, a.dealership.id, csv(line('P1', { photos: `${photoBase}/ok-1.png` }))))
    expect(again.photosFetched).toBe(0)
  })

  it('refuses photo addresses on internal networks by default', async () => {
    const fetchPhoto = photoFetcher({ allowInternal: false })
    expect(await fetchPhoto(`${photoBase}/ok-1.png`)).toMatchObject({
      error: expect.stringMatching(/internal address/),
    })
  })
})

describe('POST /api/cars/import and GET /api/leads/export-csv', () => {
  const file = (text: string, name = 'stock.csv') => ({
    data: Buffer.from(text),
    name,
    mimetype: 'text/csv',
    size: text.length,
  })
  const post = (user: unknown, data: unknown, f?: ReturnType<typeof file>) =>
    importStock.handler({ user, payload, method: 'POST', headers: new Headers(), data, file: f } as never)
  const exportAs = (user: unknown, tenant?: number) =>
    exportLeadsCsv.handler({
      user,
      payload,
      url: `http://localhost/api/leads/export-csv${tenant ? `?tenant=${tenant}` : ''}`,
    } as never)

  it('answers anonymous callers 401 and bad options 400, never a 500', async () => {
    expect((await post(null, { dealership: a.dealership.id }, file(csv(line('E1'))))).status).toBe(401)
    expect((await post(asUser(a.staff), { dealership: 'x; drop' }, file(csv(line('E1'))))).status).toBe(400)
    expect((await post(asUser(a.staff), { dealership: a.dealership.id })).status).toBe(400)
    expect((await exportAs(null)).status).toBe(401)
  })

  it('answers a dry run as JSON, and 403 for a dealership of another tenant', async () => {
    const res = await post(asUser(a.staff), { dealership: a.dealership.id, mapping }, file(csv(line('E1'))))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ dryRun: true, created: 1 })
    expect(
      (await post(asUser(a.staff), { dealership: b.dealership.id, dryRun: false, mapping }, file(csv(line('E1')))))
        .status,
    ).toBe(403)
  })

  it("exports only the staff member's own leads", async () => {
    for (const w of [a, b])
      await payload.create({
        collection: 'leads',
        data: {
          tenant: w.tenant.id,
          site: w.site.id,
          type: 'enquiry',
          name: `Lead of ${w.slug}`,
          email: 'x@example.com',
        },
        context: { disableRevalidate: true },
      })
    const res = await exportAs(asUser(a.staff))
    expect(res.headers.get('content-type')).toMatch(/text\/csv/)
    const text = await res.text()
    expect(text.split('\r\n')[0]).toMatch(/^Received,Kind,Status,Delivery,First name/)
    expect(text).toContain(`Lead of ${a.slug}`)
    expect(text).not.toContain(`Lead of ${b.slug}`)
    expect((await exportAs(asUser(a.staff), b.tenant.id)).status).toBe(403)
  })
})

describe('POST /api/cars/bulk', () => {
  // Payload hands an endpoint the incoming Request with `user` and `payload` on it; a string is sent as is.
  const bulk = (user: unknown, body: unknown) =>
    bulkEditCars.handler(
      Object.assign(
        new Request('http://localhost:3000/api/cars/bulk', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
        { user, payload },
      ) as never,
    )

  it("marks the staff member's cars sold and cuts prices with a 'Was' price, never another tenant's", async () => {
    const mine = (await carsOf(a)).filter((c) => c.status === 'in_stock').slice(0, 2)
    const theirs = b.cars[0]!
    const sold = await bulk(asUser(a.staff), { action: 'mark_sold', ids: [...mine.map((c) => c.id), theirs.id] })
    expect(await sold.json()).toEqual({ changed: 2, notFound: 1 })
    const after = await carsOf(a)
    for (const c of mine)
      expect(after.find((x) => x.id === c.id)).toMatchObject({ status: 'sold', sold_date: expect.any(String) })
    expect((await payload.findByID({ collection: 'cars', id: theirs.id })).status).toBe('in_stock')

    const cut = await bulk(asUser(a.staff), {
      action: 'adjust_price',
      ids: [mine[0]!.id],
      change: { by: 'percent', percent: -10 },
      keepWasPrice: true,
    })
    expect(await cut.json()).toEqual({ changed: 1, notFound: 0 })
    const car = await payload.findByID({ collection: 'cars', id: mine[0]!.id })
    expect([car.price, car.before_price]).toEqual([Math.round(mine[0]!.price! * 0.9), mine[0]!.price])
  })

  it('answers 401 to anonymous callers and 400 to a bad body', async () => {
    expect((await bulk(null, { action: 'hide', ids: [1] })).status).toBe(401)
    const explode = await bulk(asUser(a.staff), { action: 'explode', ids: [1] })
    expect(explode.status).toBe(400)
    expect((await explode.json()).error.code).toBe('invalid_body')
    expect((await bulk(asUser(a.staff), { action: 'hide', ids: [] })).status).toBe(400)
  })

  // One bounded JSON body reader: the admin's body is read at most 32 KB, and a body that
  // is not JSON is told so, both in Payload's errors list and our error object.
  it.each([
    ['a malformed body', '{"action": "hide", ', 400, 'invalid_json'],
    ['an oversize body', { action: 'hide', ids: [1], pad: 'x'.repeat(40_000) }, 413, 'too_large'],
  ])('answers %s with a clear 4xx and changes nothing', async (_, body, status, code) => {
    const res = await bulk(asUser(a.staff), body)
    expect(res.status).toBe(status)
    const json = await res.json()
    expect(json.error.code).toBe(code)
    expect(json.errors[0].message).toEqual(expect.any(String))
  })
})

describe('the admin dashboard', () => {
  it("counts only the staff member's own leads and stock", async () => {
    ok(await importAs(a.staff, a.dealership.id, csv(line('N1'))))
    const mine = await loadDashboard(payload, a.staff)
    const theirs = await loadDashboard(payload, b.staff)
    // Alpha: N1 in stock without photos; P1 and the others sold; A1 and A2 withdrawn by a full feed.
    expect(mine.stock).toMatchObject({ inStock: 1, noPhotos: 1, noPrice: 0, hidden: 0, withdrawn: 2 })
    expect(theirs.stock).toMatchObject({ inStock: 2, noPhotos: 2, withdrawn: 0 })
    expect(mine.leads.week.total).toBe(1)
    expect(mine.sites.map((s) => s.id)).toEqual([a.site.id])
  })
})
