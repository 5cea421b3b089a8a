import type { Payload } from 'payload'
import ssh2 from 'ssh2'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { loadFeedAttention } from '@/data/cars/stock-feeds/dashboard'
import { runStockFeed } from '@/data/cars/stock-feeds/run-feed'
import { scheduleFeeds } from '@/data/cars/stock-feeds/schedule'
import { siteSearchScope } from '@/data/search/scope'
import { loadSite } from '@/data/sites/loaders'
import type { Id } from '@/domain/ids'
import type { Car } from '@/payload-types'
import { getSearchEngine, resetSearchEngine } from '@/search/instance'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'
import { FeedServer } from '../support/stock-feeds/feed-server'
import { SftpFeedServer } from '../support/stock-feeds/sftp-server'
import { type FeedCar, XML_MAPPING, xmlFeed } from '../support/stock-feeds/xml-feed'

// docs/features/stock-feeds.md: a dealership's feed runs by itself on the Jobs Queue against a real
// HTTP server on loopback: first run, unchanged re-run, a price change, a car leaving a full feed,
// the shrink guard, a timeout, malformed XML, two workers racing, and the tenant wall.
let payload: Payload
let a: World
let b: World
let server: FeedServer
const mails: { to: unknown; subject: string; text?: string }[] = []

const cars = (n: number, price = 20000): FeedCar[] =>
  Array.from({ length: n }, (_, i) => ({ id: `FD${i}`, price: price + i }))

const setFeed = (w: World, feed: Record<string, unknown>, mapping: Record<string, string> = XML_MAPPING) =>
  payload.update({
    collection: 'dealerships',
    id: w.dealership.id,
    data: {
      import_mapping: mapping,
      stock_feed: {
        enabled: true,
        source: 'https',
        format: 'xml',
        xml_record_path: 'stock/vehicle',
        full: true,
        ...feed,
      },
    } as never,
    context: { disableRevalidate: true },
  })

const run = (w: World, trigger: 'schedule' | 'manual' | 'confirm' = 'manual', timeoutMs = 5_000) =>
  runStockFeed(payload, w.dealership.id, trigger, { limits: { timeoutMs } })

const feedCars = async (w: World) =>
  (
    await payload.find({
      collection: 'cars',
      pagination: false,
      depth: 0,
      where: { and: [{ tenant: { equals: w.tenant.id } }, { stocknum: { like: 'FD' } }] },
    })
  ).docs as Car[]
const byStock = async (w: World) => new Map((await feedCars(w)).map((c) => [c.stocknum!, c]))

beforeAll(async () => {
  payload = await testPayload()
  resetSearchEngine()
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (m) => {
    mails.push(m as never)
    return undefined as never
  })
  server = await start()
  a = await makeWorld(payload, 'Feed', 0)
  b = await makeWorld(payload, 'Wall', 2)
  process.env.FEED_ALLOW_INTERNAL = 'true'
})
afterAll(async () => {
  delete process.env.FEED_ALLOW_INTERNAL
  await server.stop()
})
const start = () => new FeedServer().start()

describe('an XML feed over HTTPS with basic auth', () => {
  it('first run: creates every car and records the run', async () => {
    server.basic = { user: 'dms', password: 's3cret-pass' }
    server.files.set('/a.xml', { body: xmlFeed(cars(10)) })
    await setFeed(a, { url: `${server.base}/a.xml`, auth: 'basic', username: 'dms', password: 's3cret-pass' })
    await getSearchEngine(payload) // built before the runs, so the runs must keep it current

    const { outcome, run: record } = await run(a)
    expect(outcome).toBe('applied')
    expect(record).toMatchObject({ status: 'applied', created: 10, updated: 0, withdrawn: 0, error_rows: 0, rows: 10 })
    expect(record!.summary).toBe('10 new cars')
    expect(record!.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(record!.source).toBe(`${server.base}/a.xml`)
    const stock = await byStock(a)
    expect(stock.size).toBe(10)
    expect(stock.get('FD3')).toMatchObject({ price: 20003, km: 12000, status: 'in_stock', dealership: a.dealership.id })
  })

  it('keeps the password sealed: never in an API answer, never in the run', async () => {
    const raw = await payload.findByID({ collection: 'dealerships', id: a.dealership.id, showHiddenFields: true })
    const sealed = (raw.stock_feed as Record<string, unknown>).password_sealed as string
    expect(sealed).toMatch(/^sealed:v1:/)
    expect(sealed).not.toContain('s3cret-pass')
    const asStaff = await payload.findByID({
      collection: 'dealerships',
      id: a.dealership.id,
      user: asUser(a.staff),
      overrideAccess: false,
    })
    expect(JSON.stringify(asStaff)).not.toContain('sealed:v1:')
    expect((asStaff.stock_feed as Record<string, unknown>).password).toBe('')
    // A staff save that leaves the password empty keeps it.
    await payload.update({
      collection: 'dealerships',
      id: a.dealership.id,
      data: { stock_feed: { ...asStaff.stock_feed, schedule: '15m' } },
      user: asUser(a.staff),
      overrideAccess: false,
    })
    const again = await payload.findByID({ collection: 'dealerships', id: a.dealership.id, showHiddenFields: true })
    expect((again.stock_feed as Record<string, unknown>).password_sealed).toBe(sealed)
    const runs = await payload.find({
      collection: 'stock-feed-runs',
      where: { dealership: { equals: a.dealership.id } },
    })
    expect(JSON.stringify(runs.docs)).not.toContain('s3cret-pass')
  })

  it('unchanged re-run: nothing written, counted by the run record', async () => {
    const before = await byStock(a)
    const { outcome, run: record } = await run(a)
    expect(outcome).toBe('unchanged')
    expect(record).toMatchObject({ status: 'unchanged', unchanged: 10, created: 0, updated: 0, withdrawn: 0 })
    const after = await byStock(a)
    for (const [k, car] of after) expect(car.updatedAt).toBe(before.get(k)!.updatedAt)
  })

  it('a price change updates the vehicle and the search index, and the run says what changed', async () => {
    const next = cars(10)
    next[2]!.price = 18990
    next[5]!.price = 17990
    server.files.set('/a.xml', { body: xmlFeed(next) })
    const { outcome, run: record } = await run(a)
    expect(outcome).toBe('applied')
    expect(record).toMatchObject({ updated: 2, unchanged: 8, created: 0, withdrawn: 0 })
    expect(record!.summary).toBe('2 cars changed price')
    expect((await byStock(a)).get('FD2')!.price).toBe(18990)
    const site = (await loadSite(payload, a.slug))!
    const engine = await getSearchEngine(payload)
    const found = await engine.search({ scope: siteSearchScope(site), sort: 'newest', hitsPerPage: 50 } as never)
    const fd2 = (await byStock(a)).get('FD2')!
    const hit = found.hits.find((h) => String(h.id) === String(fd2.id)) as unknown as { price: number }
    expect(hit.price).toBe(18990)
  })

  it('a car removed from a full feed is withdrawn; a car marked sold gets its sold date', async () => {
    const next = cars(10).filter((c) => c.id !== 'FD9')
    next[2]!.price = 18990
    next[5]!.price = 17990
    next[0]!.status = 'sold'
    server.files.set('/a.xml', { body: xmlFeed(next) })
    const { run: record } = await run(a)
    expect(record).toMatchObject({ status: 'applied', withdrawn: 1, updated: 1 })
    expect(record!.summary).toBe('1 car sold; 1 car withdrawn')
    const stock = await byStock(a)
    expect(stock.get('FD9')!.status).toBe('withdrawn')
    // stock §4: "a car is listed if … it was sold within the recent window": the window counts from sold_date.
    expect(stock.get('FD0')!.status).toBe('sold')
    expect(Date.now() - Date.parse(stock.get('FD0')!.sold_date!)).toBeLessThan(60_000)
  })

  it('the 50% guard: a full feed listing far fewer cars is held, alerted, and applied only when confirmed', async () => {
    mails.length = 0
    server.files.set('/a.xml', { body: xmlFeed(cars(3)) })
    const { outcome, run: record } = await run(a, 'schedule')
    expect(outcome).toBe('held')
    expect(record!.message).toMatch(/lists 3 cars, under 50% of the 9/)
    const stock = await byStock(a)
    expect([...stock.values()].filter((c) => c.status === 'withdrawn').map((c) => c.stocknum)).toEqual(['FD9'])
    expect(mails.map((m) => m.subject)).toEqual([`Stock feed held for your confirmation: Feed Motors`])
    expect(mails[0]!.to).toEqual([a.staff.email])

    const confirmed = await run(a, 'confirm')
    expect(confirmed.outcome).toBe('applied')
    expect(confirmed.run!.withdrawn).toBe(6)
  })
})

describe('failures change nothing and tell the staff', () => {
  it('a feed that times out: failed, one alert, nothing changed', async () => {
    mails.length = 0
    const before = await byStock(a)
    await setFeed(a, { url: `${server.base}/slow` })
    const first = await run(a, 'schedule', 300)
    expect(first.outcome).toBe('failed')
    expect(first.run!.message).toBe('The feed did not arrive within 0 s.')
    const second = await run(a, 'schedule', 300)
    expect(second.outcome).toBe('failed')
    expect(mails.map((m) => m.subject)).toEqual(['Stock feed failed: Feed Motors']) // once per run of failures
    const after = await byStock(a)
    for (const [k, car] of after) expect(car.updatedAt).toBe(before.get(k)!.updatedAt)
    // The staff dashboard's tile names the failing feed, to its own tenant's staff only.
    expect(await loadFeedAttention(payload, asUser(a.staff) as never)).toMatchObject([
      { dealership: a.dealership.id, name: 'Feed Motors', status: 'failed' },
    ])
    expect(await loadFeedAttention(payload, asUser(b.staff) as never)).toEqual([])
  })

  it('a wrong password, a cut-short file and a huge file are failures', async () => {
    await setFeed(a, { url: `${server.base}/a.xml`, password: 'wrong' })
    expect((await run(a)).run!.message).toBe('The feed server refused the sign-in (HTTP 401).')
    server.basic = null
    await setFeed(a, { url: `${server.base}/truncated` })
    expect((await run(a)).run!.message).toMatch(/cut short|could not be fetched/)
    await setFeed(a, { url: `${server.base}/huge` })
    const huge = await runStockFeed(payload, a.dealership.id, 'manual', { limits: { maxBytes: 1024 * 1024 } })
    expect(huge.run!.message).toBe('The feed is larger than 1 MB.')
  })

  it('malformed XML: a failed run with an error row, and no car lost', async () => {
    const before = await byStock(a)
    server.files.set('/bad.xml', { body: xmlFeed(cars(10)).replace('</stock>', '<vehicle id="X">') })
    await setFeed(a, { url: `${server.base}/bad.xml`, password: '-' })
    const { outcome, run: record } = await run(a)
    expect(outcome).toBe('failed')
    expect(record!.message).toMatch(/^The XML is not well-formed \(line \d+/)
    expect(record!.error_rows).toBe(1)
    const after = await byStock(a)
    expect([...after.values()].map((c) => c.status)).toEqual([...before.values()].map((c) => c.status))
  })
})

describe('one run per dealership, and the tenant wall', () => {
  it('two workers racing for the same feed: one runs, the other finds it busy', async () => {
    server.files.set('/race.xml', { body: xmlFeed(cars(4, 30000)) })
    await setFeed(a, { url: `${server.base}/race.xml` })
    const outcomes = (await Promise.all([run(a, 'confirm'), run(a, 'confirm')])).map((r) => r.outcome).sort()
    expect(outcomes).toEqual(['applied', 'busy'])
    const running = await payload.count({
      collection: 'stock-feed-runs',
      where: { and: [{ dealership: { equals: a.dealership.id } }, { run_lock: { exists: true } }] },
    })
    expect(running.totalDocs).toBe(0)
  })

  it("a feed writes only its own dealership's cars", async () => {
    const other = await payload.create({
      collection: 'dealerships',
      data: { tenant: a.tenant.id, name: 'Feed Used', slug: `${a.slug}-used` },
      context: { disableRevalidate: true },
    })
    const otherCar = await payload.create({
      collection: 'cars',
      data: {
        tenant: a.tenant.id,
        dealership: other.id,
        name: 'Other',
        slug: 'other',
        make: 'Kia',
        model: 'Rio',
        car_type: 'used',
        status: 'in_stock',
        price: 9000,
        stocknum: 'FDX',
      },
      context: { disableRevalidate: true },
    })
    const bCar = b.cars[0]!
    const xml = xmlFeed([
      ...cars(4, 30000),
      { id: 'FDX', price: 1 }, // the other dealership's car
      { id: bCar.stocknum!, price: 1 }, // another tenant's stock number
    ]).replace('<vehicle id="FD0">', `<vehicle id="FD0"><dealer>${b.dealership.slug}</dealer>`)
    server.files.set('/wall.xml', { body: xml })
    await setFeed(a, { url: `${server.base}/wall.xml` }, { ...XML_MAPPING, dealership: 'dealer' })
    const { run: record } = await run(a, 'confirm')
    expect(record!.status).toBe('applied')
    expect((record!.errors as { stocknum: string; message: string }[]).map((e) => [e.stocknum, e.message])).toEqual([
      ['FD0', `Dealership '${b.dealership.slug}' is not one of yours.`],
      ['FDX', "This stock number is another dealership's car; a feed changes only its own dealership's cars."],
    ])
    expect((await payload.findByID({ collection: 'cars', id: otherCar.id })).price).toBe(9000)
    const bAfter = await payload.findByID({ collection: 'cars', id: bCar.id })
    expect(bAfter.price).toBe(bCar.price)
    expect(bAfter.status).toBe('in_stock')
    // The car with B's stock number was created in A's tenant, not written into B.
    const created = await payload.find({ collection: 'cars', where: { stocknum: { equals: bCar.stocknum } } })
    expect(created.docs.map((c) => [String((c.tenant as { id?: Id }).id ?? c.tenant), c.price]).sort()).toEqual(
      [
        [String(a.tenant.id), 1],
        [String(b.tenant.id), bCar.price],
      ].sort(),
    )
  })
})

describe('an SFTP feed (the ssh2 server on loopback)', () => {
  const keys = ssh2.utils.generateKeyPairSync('ed25519')
  let sftp: SftpFeedServer
  beforeAll(async () => {
    sftp = await new SftpFeedServer('dms', 'sftp-pass', keys.public).start()
  })
  afterAll(() => sftp.stop())

  it('reads a CSV with a password, then with a private key, and refuses a wrong password', async () => {
    const d = await makeWorld(payload, 'Sftp', 0)
    const csv = ['Stock No,Make,Model,Type,Price', 'FD1,Toyota,Corolla,Used,21990', 'FD2,Kia,Rio,New,19990'].join('\n')
    sftp.files.set('/exports/stock.csv', Buffer.from(csv))
    const sftpFeed = {
      source: 'sftp',
      format: 'csv',
      sftp_host: '127.0.0.1',
      sftp_port: sftp.port,
      sftp_path: '/exports/stock.csv',
      username: 'dms',
    }
    await setFeed(d, { ...sftpFeed, password: 'sftp-pass' }, { stocknum: 'Stock No', car_type: 'Type' })
    const first = await run(d)
    expect(first.run).toMatchObject({
      status: 'applied',
      created: 2,
      source: `sftp://127.0.0.1:${sftp.port}/exports/stock.csv`,
    })
    expect((await byStock(d)).get('FD2')!.price).toBe(19990)

    sftp.files.set('/exports/stock.csv', Buffer.from(csv.replace('19990', '18990')))
    await setFeed(d, { ...sftpFeed, password: '-', sftp_key: keys.private }, { stocknum: 'Stock No', car_type: 'Type' })
    const second = await run(d)
    expect(second.run).toMatchObject({ status: 'applied', updated: 1, summary: '1 car changed price' })

    await setFeed(d, { ...sftpFeed, password: 'wrong', sftp_key: '-' }, { stocknum: 'Stock No', car_type: 'Type' })
    expect((await run(d)).run!.message).toBe('The SFTP server refused the sign-in.')
  })
})

describe('the schedule', () => {
  it('queues due feeds once, skips paused ones, and raises one stale alert', async () => {
    const c = await makeWorld(payload, 'Sched', 0)
    server.files.set('/c.xml', { body: xmlFeed(cars(2)) })
    await setFeed(c, { url: `${server.base}/c.xml`, stale_hours: 1 })
    const pending = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          pagination: false,
          where: { taskSlug: { equals: 'runStockFeed' } },
        })
      ).docs.filter((j) => (j.input as { dealership: string }).dealership === String(c.dealership.id) && !j.completedAt)
    await scheduleFeeds(payload)
    await scheduleFeeds(payload)
    expect((await pending()).length).toBe(1)
    await payload.jobs.run({ queue: 'feeds', limit: 10 })
    expect((await pending()).length).toBe(0)
    expect((await byStock(c)).size).toBe(2)

    mails.length = 0
    const later = new Date(Date.now() + 2 * 3_600_000)
    await scheduleFeeds(payload, later)
    await scheduleFeeds(payload, later)
    expect(mails.filter((m) => m.subject === 'Stock feed has not changed: Sched Motors')).toHaveLength(1)
    expect((await pending()).length).toBe(1) // due again two hours on
    await payload.jobs.run({ queue: 'feeds', limit: 10 })

    await payload.update({
      collection: 'dealerships',
      id: c.dealership.id,
      data: { stock_feed: { enabled: false } } as never,
      context: { disableRevalidate: true },
    })
    await scheduleFeeds(payload, new Date(Date.now() + 5 * 3_600_000))
    expect((await pending()).length).toBe(0)
  })
})
