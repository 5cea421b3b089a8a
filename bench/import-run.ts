/**
 * The body of `npm run bench:import` (bench/import.mjs runs it on a fresh database): one tenant,
 * one dealership and its tenant-admin; a CSV of N cars as a dealer system would send it (its own
 * column names, dollars with separators, 1 row in 1,000 with a bad price); the embedded search
 * engine running, so the batch's re-index is timed too. Imports the file as the tenant-admin.
 */
import { getPayload } from 'payload'

import { runStockImport } from '@/data/cars/stock-import/run'
import { formatPrice } from '@/domain/pricing/format'
import { groupThousands } from '@/domain/text/number'
import { getSearchEngine } from '@/search/instance'
import config from '@payload-config'

import { arg, MAKES, TYPES } from './lib/dealer-stock'

const cars = arg('cars', 50_000)
const BODIES = ['SUV', 'Sedan', 'Hatch', 'Ute', 'Wagon']

function stockFile(n: number): string {
  const lines = ['Stock No,Make,Model,Year,Condition,Drive Away,Odometer,Body,Colour,Features']
  for (let i = 0; i < n; i++) {
    const [make, models] = MAKES[i % MAKES.length]!
    const model = models[i % models.length]
    const price = i % 1000 === 999 ? 'POA' : `"${formatPrice(15_000 + ((i * 7919) % 90_000))}"`
    lines.push(
      `BX${i},${make},${model},${2012 + (i % 13)},${TYPES[i % 3]},${price},"${groupThousands((i * 104729) % 200_000)}",${BODIES[i % 5]},White,Bluetooth|Reversing camera`,
    )
  }
  return lines.join('\n')
}

async function main() {
  const payload = await getPayload({ config })
  const ctx = { disableRevalidate: true }
  const tenant = await payload.create({ collection: 'tenants', data: { name: 'Bench', slug: 'bench' }, context: ctx })
  const dealership = await payload.create({
    collection: 'dealerships',
    data: { tenant: tenant.id, name: 'Bench Motors', slug: 'bench-motors', phones: { main: '+61 2 9000 0000' } },
    context: ctx,
  })
  const user = await payload.create({
    collection: 'users',
    data: {
      email: 'bench@bench.test',
      password: 'correct-horse-battery',
      role: 'tenant-admin',
      tenants: [{ tenant: tenant.id }],
    },
    context: ctx,
  })
  await getSearchEngine(payload)
  const content = stockFile(cars)
  const mapping = {
    stocknum: 'Stock No',
    car_type: 'Condition',
    price: 'Drive Away',
    km: 'Odometer',
    standardEquipment: 'Features',
  }
  const started = performance.now()
  const report = await runStockImport(payload, user, {
    dealership: dealership.id,
    format: 'csv',
    content,
    mapping,
    full: true,
    dryRun: false,
  })
  const seconds = (performance.now() - started) / 1000
  if ('error' in report) throw new Error(report.error.message)
  const engine = await getSearchEngine(payload)
  console.log(
    `imported ${report.created} cars; ${report.errors.length} error rows; search index holds ${(engine as { size?: number }).size ?? '?'} cars`,
  )
  console.log(
    JSON.stringify({
      cars: report.created,
      seconds: Number(seconds.toFixed(2)),
      rows_per_s: Math.round(report.rows / seconds),
      errors: report.errors.length,
    }),
  )
  process.exit(0)
}

// Top-level await: `payload run` exits when the module's evaluation ends.
try {
  await main()
} catch (err) {
  console.error(err)
  process.exit(1)
}
