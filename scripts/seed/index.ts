/**
 * Demo seed: `npm run seed -- [--cars N] [--seed N] [--now ISO-date]`.
 * Upserts the demo platform (tenants, image pools, make logos, dealerships, locations, sites, menus,
 * footers, pages, offers, redirects, banners, posts, users), then replaces the seeded tenants' cars in bulk, verifies them through the local API and
 * prints a summary. Deterministic for a given seed and hour; safe to run again.
 */
import { getPayload } from 'payload'

import { deleteTenantCars, insertCars } from '@/db/car-writer/bulk-cars'
import type { CarRecord } from '@/db/car-writer/car-record'
import type { Id } from '@/domain/ids'
import { fillSearchIndex } from '@/search/indexing/fill'
import config from '@payload-config'

import { parseArgs } from './args'
import { upsertBanners } from './banners'
import { clearDataCache } from './clear-data-cache'
import { upsertSiteContent } from './content'
import { replaceDeliveryEstimates } from './delivery'
import { generateCars } from './generate-cars'
import { type ImagePool, tenantImagePlan } from './image-pool'
import { ensureImagePool } from './images'
import { ensureMakeLogos } from './make-logos'
import { upsertModels } from './models'
import { upsertOffers } from './offers'
import { upsertPages } from './pages'
import { upsertDealership, upsertSite, upsertTenant } from './platform'
import { upsertPosts } from './posts'
import { progressBar } from './progress'
import { upsertRedirects } from './redirects'
import { replaceReviews } from './reviews'
import { upsertSpinCampaigns } from './spin-campaigns'
import { carCounts, type DealershipIds, stockContext } from './stock-context'
import { printSummary, type Timings } from './summary'
import { ALL_DEALERSHIPS, TENANTS } from './tenants'
import { upsertUsers } from './users'
import { verifySeed } from './verify'

const timings: Timings = {}
async function phase<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const started = performance.now()
  try {
    return await run()
  } finally {
    timings[name] = performance.now() - started
  }
}

try {
  const args = parseArgs(process.argv.slice(2))
  // Relative dates (arrivals, sales, holidays) count back from --now, by default the current hour,
  // so runs within the hour (or with the same --now) match exactly.
  const now = args.now
  const nowYear = now.getUTCFullYear()
  const payload = await phase('start', () => getPayload({ config }))

  const tenantIds = new Map<string, Id>()
  const pools = new Map<string, ImagePool>()
  const dealerships = new Map<string, DealershipIds>()
  let imagesCreated = 0
  await phase('images', async () => {
    for (const t of TENANTS) {
      const tenant = await upsertTenant(payload, t)
      tenantIds.set(t.slug, tenant)
      const { pool, created } = await ensureImagePool(payload, tenant, tenantImagePlan(t, nowYear))
      pools.set(t.slug, pool)
      imagesCreated += created
    }
    imagesCreated += await ensureMakeLogos(payload)
  })
  await phase('platform', async () => {
    for (const t of TENANTS) {
      const tenant = tenantIds.get(t.slug)!
      for (const d of t.dealerships)
        dealerships.set(d.slug, await upsertDealership(payload, t, tenant, d, pools.get(t.slug)!, now))
      // Models before menus: the New Vehicles dropdown and the footer's Models links name them.
      await upsertModels(payload, t, tenant, pools.get(t.slug)!, nowYear)
      const siteIds = new Map<string, Id>()
      for (const s of t.sites) {
        const site = await upsertSite(payload, t, tenant, s, dealerships, pools.get(t.slug)!)
        siteIds.set(s.slug, site)
        await upsertSiteContent(payload, t, tenant, s, site, nowYear)
      }
      await upsertPages(payload, t, tenant, siteIds, pools.get(t.slug)!)
      await upsertOffers(payload, t, tenant, siteIds, pools.get(t.slug)!, now)
      await upsertRedirects(payload, tenant)
      await upsertSpinCampaigns(payload, tenant, siteIds)
      await upsertBanners(payload, t, tenant, pools.get(t.slug)!, now)
      await upsertPosts(payload, tenant, pools.get(t.slug)!, now)
      await replaceDeliveryEstimates(payload, t, tenant, dealerships)
      await replaceReviews(payload, t, tenant, dealerships, now)
    }
    await upsertUsers(payload, tenantIds)
  })

  const counts = carCounts(args.cars)
  const cars: CarRecord[] = await phase('generate', () =>
    ALL_DEALERSHIPS.flatMap(({ tenant, dealership }, i) =>
      generateCars(stockContext(dealership, i, dealerships.get(dealership.slug)!, pools.get(tenant.slug)!), {
        seed: args.seed,
        now,
        count: counts.get(dealership.slug)!,
      }),
    ),
  )
  await phase('delete', () => deleteTenantCars(payload, [...tenantIds.values()]))
  await phase('insert', async () => {
    const bar = progressBar(cars.length, 'Inserting cars')
    await insertCars(payload, cars, (n) => bar.update(n))
    bar.finish(cars.length)
  })
  await phase('verify', () => verifySeed(payload, tenantIds, cars))
  // The cars went in past their sync hooks: a shared index (Typesense) is filled here; the embedded
  // engine reads the database when a server starts.
  await phase('search', () => fillSearchIndex(payload))
  await printSummary(payload, cars, timings, imagesCreated)
  if (clearDataCache()) console.log('Cleared Next’s data cache (.next/cache/fetch-cache): it described the old rows.')
  process.exit(0)
} catch (error) {
  console.error('\nSeed failed:', error)
  process.exit(1)
}
