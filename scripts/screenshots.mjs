#!/usr/bin/env node
// The staff guide's pictures (docs/staff-guide.md "Screenshots"): signs in to a running production
// build of the demo as Harbourside Toyota's tenant-admin and saves each admin screen the guide
// describes to docs/images/, 1280×800, as small palette PNGs.
//
//   node scripts/screenshots.mjs [--base http://localhost:3000] [--out docs/images]
//
// Made for the demo's data: it sends one enquiry on the Harbourside site (so the leads list has a
// lead) and saves one car unchanged (so its Versions tab lists a save). Never point it at a live site.
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}
const base = arg('base', `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
const out = arg('out', 'docs/images')
const TENANT = 'harbourside-toyota'
const SITE_HOST = `${TENANT}.localhost:${new URL(base).port || 80}`
const accounts = JSON.parse(fs.readFileSync(new URL('./seed/accounts.json', import.meta.url), 'utf8'))
const staff = accounts.find((a) => a.tenant === TENANT)
const VIEWPORT = { width: 1280, height: 800 }

fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage({ viewport: VIEWPORT })
page.setDefaultTimeout(60_000)

/** Opens an admin path, waits for Payload's client to settle, and saves the viewport as `name`.png. */
async function shot(name, adminPath, { ready, before } = {}) {
  if (adminPath) await page.goto(`${base}${adminPath}`)
  // A page with a live preview keeps a connection open: settle for its ready element then.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
  if (ready) await page.locator(ready).first().waitFor({ state: 'visible' })
  if (before) await before()
  // Thumbnails load after the list: wait for the pictures in view (at most 15 s).
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0), null, {
      timeout: 15_000,
    })
    .catch(() => {})
  await page.waitForTimeout(400)
  const png = await page.screenshot({ type: 'png' })
  const file = path.join(out, `${name}.png`)
  await sharp(png).png({ palette: true, quality: 90, effort: 10 }).toFile(file)
  console.log(`  ${file} (${Math.round(fs.statSync(file).size / 1024)} KB)`)
}

/**
 * A staff REST call made by the admin page itself, so it carries the staff cookie (which is `Secure`
 * in production: Chromium sends it to localhost, Playwright's own request client does not).
 */
async function staffApi(method, apiPath, body) {
  const { status, json } = await page.evaluate(
    async ([method, apiPath, body]) => {
      const res = await fetch(apiPath, {
        method,
        credentials: 'include',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      })
      return { status: res.status, json: await res.json().catch(() => null) }
    },
    [method, apiPath, body],
  )
  if (status >= 400) throw new Error(`${method} ${apiPath}: ${status}`)
  return json
}

/** The first document of a staff REST list (read as the signed-in staff member). */
async function first(collection, query = '') {
  const { docs } = await staffApi('GET', `/api/${collection}?limit=1&depth=0${query}`)
  if (!docs[0]) throw new Error(`no ${collection} to show`)
  return docs[0]
}

console.log(`› Screenshots of ${base}/admin into ${out}/`)
await shot('admin-sign-in', '/admin/login', { ready: 'input[name="email"]' })

await page.locator('input[name="email"]').fill(staff.email)
await page.locator('input[name="password"]').fill(staff.password)
await page.getByRole('button', { name: 'Login' }).click()
await page.waitForURL(/\/admin\/?$/)

// A lead for the leads list, as the vehicle page's enquiry form sends it.
const car = await first('cars', `&where[status][equals]=in_stock&sort=-price`)
const lead = await page.request.post(`${base}/api/enquiries`, {
  headers: { host: SITE_HOST, 'content-type': 'application/json' },
  data: {
    kind: 'enquiry',
    car_id: car.slug,
    name: 'Sam Taylor',
    email: 'sam.taylor@example.com',
    phone: '0412345678',
    message: 'Is this car still available for a test drive on Saturday?',
  },
})
if (lead.status() !== 201) console.warn(`  (the demo enquiry answered ${lead.status()}: the leads list may be empty)`)
// One save, unchanged, so the car's Versions tab lists it (history keeps the seeded state first).
await staffApi('PATCH', `/api/cars/${car.id}`, { price: car.price })

await shot('admin-dashboard', '/admin', { ready: 'text=Stock health' })

await shot('admin-cars-list', '/admin/collections/cars?limit=20', { ready: 'table tbody tr' })
await shot('admin-car-edit', `/admin/collections/cars/${car.id}`, { ready: '#field-price, form' })
await shot('admin-car-versions', `/admin/collections/cars/${car.id}/versions`, { ready: 'table tbody tr' })
await shot('admin-stock-import', '/admin/stock-import', { ready: 'input[type="file"], form' })
await shot('admin-leads-list', '/admin/collections/leads', { ready: 'table tbody tr' })
const newest = await first('leads', '&sort=-createdAt')
await shot('admin-lead', `/admin/collections/leads/${newest.id}`, { ready: 'form' })
const aboutUs = await first('pages', '&where[slug][equals]=about-us')
await shot('admin-page-edit', `/admin/collections/pages/${aboutUs.id}`, { ready: 'form' })
await shot('admin-users-invite', '/admin/collections/users', { ready: 'table tbody tr' })
await shot('admin-reviews', '/admin/collections/reviews', { ready: 'table tbody tr' })

await browser.close()
console.log('✓ done')
