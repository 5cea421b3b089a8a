/**
 * The end-of-seed report: counts, elapsed time, every site URL, the admin URL, the demo accounts
 * with their passwords, and the well-known test cars.
 */
import type { CollectionSlug, Payload } from 'payload'

import type { CarRecord } from '@/db/car-writer/car-record'
import { groupThousands } from '@/domain/text/number'

import { DEMO_ACCOUNTS } from './accounts'
import { WELL_KNOWN_CARS, type WellKnownCarKey, wellKnownCarUrl } from './fixtures'
import { TENANTS } from './tenants'

const COLLECTIONS: CollectionSlug[] = [
  'tenants',
  'sites',
  'dealerships',
  'locations',
  'menus',
  'footers',
  'users',
  'media',
  'make-logos',
  'cars',
  'delivery-estimates',
]
const tally = (cars: CarRecord[], key: 'car_type' | 'status' | 'item_type') =>
  Object.entries(
    cars.reduce<Record<string, number>>((t, c) => ({ ...t, [String(c[key])]: (t[String(c[key])] ?? 0) + 1 }), {}),
  )
    .map(([k, n]) => `${k} ${groupThousands(n)}`)
    .join(', ')

export type Timings = Record<string, number>

export async function printSummary(
  payload: Payload,
  cars: CarRecord[],
  timings: Timings,
  imagesCreated: number,
): Promise<void> {
  const port = Number(process.env.PORT ?? 3000)
  const out = (line = '') => process.stdout.write(`${line}\n`)
  const counts = await Promise.all(
    COLLECTIONS.map(async (c) => `${c} ${groupThousands((await payload.count({ collection: c })).totalDocs)}`),
  )
  const total = Object.values(timings).reduce((a, b) => a + b, 0)

  out()
  out(
    `Seeded ${payload.db.name} in ${(total / 1000).toFixed(1)} s (${Object.entries(timings)
      .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')})`,
  )
  out(`  ${counts.join(' · ')}`)
  out(`  cars: ${tally(cars, 'car_type')} | ${tally(cars, 'status')} | ${tally(cars, 'item_type')}`)
  out(`  images rendered this run: ${imagesCreated}`)
  out()
  out('Sites')
  for (const t of TENANTS)
    for (const s of t.sites) out(`  http://${s.slug}.localhost:${port}   ${s.name} (${s.template})`)
  out(`Admin: http://localhost:${port}/admin`)
  out()
  out('Accounts (demo passwords, scripts/seed/accounts.ts)')
  for (const a of DEMO_ACCOUNTS)
    out(`  ${a.email.padEnd(34)} ${a.password.padEnd(28)} ${a.role}${a.tenant ? ` · ${a.tenant}` : ''}`)
  out()
  out('Well-known cars (scripts/seed/fixtures.ts)')
  for (const key of Object.keys(WELL_KNOWN_CARS) as WellKnownCarKey[])
    out(`  ${key.padEnd(15)} ${wellKnownCarUrl(key, port)}`)
}
