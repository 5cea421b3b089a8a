/**
 * The body of `npm run bench:feeds` (bench/feeds.mjs runs it on a fresh database): one tenant and
 * dealership whose feed is an XML file of N cars on a loopback HTTP server; the embedded search
 * engine running. Times three runs of the feed as the jobs worker runs them: the first (every car
 * created), the same file again (skipped by its hash), and the file with 1% of the prices changed.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { getPayload } from 'payload'

import { runStockFeed } from '@/data/cars/stock-feeds/run-feed'
import { getSearchEngine } from '@/search/instance'
import config from '@payload-config'

import { arg, MAKES, TYPES } from './lib/dealer-stock'

const cars = arg('cars', 50_000)

/** A DMS-style XML feed; `bump` raises the price of every car whose index it selects. */
function xmlFeed(n: number, bump: (i: number) => boolean = () => false): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<stock>']
  for (let i = 0; i < n; i++) {
    const [make, models] = MAKES[i % MAKES.length]!
    const price = 15_000 + ((i * 7919) % 90_000) + (bump(i) ? 500 : 0)
    parts.push(
      `<vehicle id="FX${i}"><make>${make}</make><model>${models[i % models.length]}</model><year>${2012 + (i % 13)}</year>` +
        `<condition>${TYPES[i % 3]}</condition><pricing><price currency="AUD">${price}</price></pricing>` +
        `<odometer>${(i * 104729) % 200_000}</odometer><body>SUV</body><colour>White</colour></vehicle>`,
    )
  }
  parts.push('</stock>\n')
  return parts.join('\n')
}

async function main() {
  let file = Buffer.from(xmlFeed(cars))
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/xml', 'content-length': file.byteLength })
    res.end(file)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stock.xml`

  const payload = await getPayload({ config })
  const ctx = { disableRevalidate: true }
  const tenant = await payload.create({ collection: 'tenants', data: { name: 'Bench', slug: 'bench' }, context: ctx })
  const dealership = await payload.create({
    collection: 'dealerships',
    data: {
      tenant: tenant.id,
      name: 'Bench Motors',
      slug: 'bench-motors',
      import_mapping: { stocknum: '@id', price: 'pricing/price', km: 'odometer', car_type: 'condition' },
      stock_feed: { enabled: true, source: 'https', url, format: 'xml', xml_record_path: 'stock/vehicle', full: true },
    },
    context: ctx,
  })
  await getSearchEngine(payload)
  const timed = async () => {
    const started = performance.now()
    const { outcome, run } = await runStockFeed(payload, dealership.id, 'manual', { limits: { timeoutMs: 120_000 } })
    const seconds = Math.round(performance.now() - started) / 1000
    console.error(`bench:feeds ${outcome} in ${seconds} s: ${run?.summary ?? ''} ${run?.message ?? ''}`)
    return { seconds, outcome, run }
  }
  const first = await timed()
  const unchanged = await timed()
  file = Buffer.from(xmlFeed(cars, (i) => i % 100 === 7))
  const changed = await timed()
  server.close()
  if (first.outcome !== 'applied' || unchanged.outcome !== 'unchanged' || changed.outcome !== 'applied')
    throw new Error('a run did not end as expected')
  console.log(
    JSON.stringify({
      cars: first.run?.created ?? 0,
      first_run_s: first.seconds,
      unchanged_run_s: unchanged.seconds,
      changed_1pct_s: changed.seconds,
    }),
  )
  await payload.destroy()
  process.exit(0)
}

// `payload run` ends the process once the module is loaded: the work is awaited at the top level.
try {
  await main()
} catch (err) {
  console.error(err)
  process.exit(1)
}
