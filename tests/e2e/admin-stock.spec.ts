import fs from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { apiToken, openAdminLogin, serverOrigin, staffOf } from '../support/e2e/helpers'

// docs/features/stock-import.md "Stock import", "Export and bulk work": in Chromium as a tenant-admin, import a CSV of 200
// cars with 5 bad rows (dry run, then real), see the error report, see the cars on the site;
// re-import the same file and nothing changes; bulk-mark 3 cars sold; axe clean on the dashboard
// and the import screen. Withdrawing the cars a full feed leaves out runs on a dealership of its
// own (the last test below): a full feed for Harbourside's dealership would withdraw the seeded
// stock that the other e2e files read.
const staff = staffOf('harbourside-toyota')
const model = `Importia${Date.now().toString(36)}`

/** 200 rows of `name`'s cars, 5 of them bad (a price that is not a number), less the rows in `without`. */
function stockCsv(name = model, without: ReadonlySet<number> = new Set()): string {
  const lines = ['stocknum,make,model,year,car_type,price,km']
  for (let i = 0; i < 200; i++) {
    if (without.has(i)) continue
    const bad = i % 40 === 39 // 5 bad rows: a price that is not a number
    lines.push(
      `${name}-${i},Toyota,${name},2021,used,${bad ? 'POA' : `"$${20_000 + i}"`},"${(10_000 + i).toLocaleString('en-AU')}"`,
    )
  }
  return lines.join('\n')
}

async function axeClean(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function login(page: Page) {
  await openAdminLogin(page)
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
}

/** The site's search API, with the Host a browser would send (Node does not resolve *.localhost). */
const searchCount = async (request: import('@playwright/test').APIRequestContext, extra = '') =>
  (
    await (
      await request.get(`${serverOrigin()}/api/search?query=${model}${extra}`, {
        headers: { host: `harbourside-toyota.localhost:${new URL(serverOrigin()).port}` },
      })
    ).json()
  ).count as number

test('a tenant-admin imports stock, re-imports it, and marks 3 cars sold', async ({ page, request }) => {
  test.setTimeout(300_000)
  const token = await apiToken(request, staff)
  try {
    await login(page)
    // The dashboard answers the morning questions, and is axe clean.
    await expect(page.getByRole('heading', { name: 'Stock health' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tenants' })).toHaveCount(0)
    await axeClean(page, '.forecourt-dash')

    await page.goto(`${serverOrigin()}/admin/stock-import`)
    await expect(page.getByRole('heading', { name: 'Import stock', level: 1 })).toBeVisible({ timeout: 60_000 })
    await axeClean(page, 'form')
    const file = { name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(stockCsv()) }
    await page.getByLabel('Stock file (CSV or JSON)').setInputFiles(file)

    await page.getByRole('button', { name: 'Dry run' }).click()
    await expect(page.getByRole('heading', { name: 'Dry run: nothing was saved' })).toBeVisible({ timeout: 60_000 })
    await expect(page.getByText('195 cars would be created')).toBeVisible()
    await expect(page.getByText('5 problems in 200 rows')).toBeVisible()
    expect(await searchCount(request)).toBe(0)
    await axeClean(page, 'form')

    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 120_000 })
    await expect(page.getByText('195 cars were created')).toBeVisible()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the error report (CSV)' }).click(),
    ])
    const report = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n')
    expect(report[0]).toBe('Line,Stock number,Field,Problem')
    expect(report).toHaveLength(6)
    expect(report[1]).toBe(`41,${model}-39,price,Price is not a number: 'POA'.`)

    // On the site at once (the index and cache were refreshed for the batch).
    expect(await searchCount(request)).toBe(195)

    // The same file again changes nothing.
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page.getByText('0 cars were created')).toBeVisible({ timeout: 120_000 })
    await expect(page.getByText('0 were updated, 195 unchanged')).toBeVisible()

    // Bulk: tick 3 cars in the list and mark them sold.
    await page.goto(`${serverOrigin()}/admin/collections/cars?where[model][equals]=${model}&limit=10`)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(10, { timeout: 60_000 })
    for (let i = 0; i < 3; i++) {
      const box = rows.nth(i).locator('input[type="checkbox"]')
      // Payload draws the list's checkboxes disabled until the list view has hydrated.
      await expect(box).toBeEnabled({ timeout: 30_000 })
      await box.check({ force: true })
    }
    await expect(page.getByLabel('With the 3 selected cars')).toBeVisible()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('3 cars changed.')).toBeVisible({ timeout: 30_000 })
    const sold = await (
      await request.get(
        `${serverOrigin()}/api/cars?where[model][equals]=${model}&where[status][equals]=sold&limit=10&depth=0`,
        {
          headers: { authorization: `JWT ${token}` },
        },
      )
    ).json()
    expect(sold.totalDocs).toBe(3)
    // The results page counts them as sold: 3 fewer available cars.
    expect(await searchCount(request, '&status=in_stock')).toBe(192)
  } finally {
    for (let n = 0; n < 5; n++) {
      const res = await request.delete(`${serverOrigin()}/api/cars?where[model][equals]=${model}&limit=100`, {
        headers: { authorization: `JWT ${token}` },
      })
      if (!(await res.json()).docs?.length) break
    }
  }
})

// docs/staff-guide.md "History: who changed what, and restore": restore a previous price from history; a price
// change keeps the old price as the 'Was' price when staff choose.
test('a tenant-admin cuts a price, keeping it as the Was price, then restores it from history', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const token = await apiToken(request, staff)
  const auth = { authorization: `JWT ${token}` }
  const dealership = (
    await (
      await request.get(`${serverOrigin()}/api/dealerships?where[slug][equals]=harbourside-toyota&depth=0&limit=1`, {
        headers: auth,
      })
    ).json()
  ).docs[0]
  const created = await request.post(`${serverOrigin()}/api/cars`, {
    headers: auth,
    data: {
      tenant: dealership.tenant,
      dealership: dealership.id,
      name: `${model} history`,
      slug: `${model.toLowerCase()}-history`,
      stocknum: `${model}-H`,
      make: 'Toyota',
      model,
      year: 2022,
      car_type: 'used',
      status: 'in_stock',
      price: 31990,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id
  const car = async () =>
    (await (await request.get(`${serverOrigin()}/api/cars/${id}?depth=0`, { headers: auth })).json()) as {
      price: number
      before_price: number | null
    }
  try {
    await login(page)
    await page.goto(`${serverOrigin()}/admin/collections/cars/${id}`)
    await page.getByRole('button', { name: 'Price & finance' }).click()
    await page.getByLabel('Price', { exact: true }).fill('29990')
    // "prices formatted as dollars in lists and forms": the price as written, under its input.
    await expect(page.locator('[data-as-written="price"]')).toHaveText('$29,990')
    await page.getByLabel("Keep the old price as the 'Was' price").check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(async () => (await car()).price, { timeout: 30_000 }).toBe(29990)
    expect((await car()).before_price).toBe(31990)

    // The Versions tab lists both saves, newest first; the older one holds the first price.
    await page.goto(`${serverOrigin()}/admin/collections/cars/${id}/versions`)
    const versions = page.locator('tbody tr')
    await expect(versions).toHaveCount(2, { timeout: 60_000 })
    await versions.nth(1).getByRole('link').first().click()
    await expect(page.getByText('31990').or(page.getByText('31,990')).first()).toBeVisible({ timeout: 60_000 })
    await page
      .getByRole('button', { name: /Restore/ })
      .first()
      .click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Confirm/ })
      .click()
    await expect.poll(async () => (await car()).price, { timeout: 30_000 }).toBe(31990)
    expect((await car()).before_price ?? null).toBeNull()
  } finally {
    await request.delete(`${serverOrigin()}/api/cars/${id}`, { headers: auth })
  }
})

// docs/features/stock-import.md "Stock import", "Full feed": import a file without 10 of the cars and those 10 are
// withdrawn; cars missing from a full feed are marked withdrawn, not deleted.
test('a full stock list without 10 cars withdraws those 10, and deletes nothing', async ({ page, request }) => {
  test.setTimeout(300_000)
  const token = await apiToken(request, staff)
  const auth = { authorization: `JWT ${token}` }
  const feedModel = `${model}F`
  const harbourside = (
    await (
      await request.get(`${serverOrigin()}/api/dealerships?where[slug][equals]=harbourside-toyota&depth=0&limit=1`, {
        headers: auth,
      })
    ).json()
  ).docs[0]
  const created = await request.post(`${serverOrigin()}/api/dealerships`, {
    headers: auth,
    data: {
      tenant: harbourside.tenant,
      name: `${feedModel} Motors`,
      slug: `${feedModel.toLowerCase()}-motors`,
      manufacturer: 'Toyota',
      phones: { main: '+61 2 9000 0000' },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const dealership = (await created.json()).doc
  /** The dealership's cars (the REST API lists at most 100 a page: `totalDocs` counts them all). */
  const carsOf = async (extra = '') =>
    (await (
      await request.get(
        `${serverOrigin()}/api/cars?where[dealership][equals]=${dealership.id}${extra}&limit=100&depth=0&select[stocknum]=true`,
        { headers: auth },
      )
    ).json()) as { totalDocs: number; docs: { stocknum: string }[] }
  const importFile = async (csv: string, full: boolean) => {
    await page.getByRole('combobox', { name: 'Dealership', exact: true }).selectOption({ label: `${feedModel} Motors` })
    await page.getByLabel('Stock file (CSV or JSON)').setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    const fullBox = page.getByLabel(/This is my full stock list/)
    if (full) await fullBox.check()
    else await fullBox.uncheck()
    await page.getByRole('button', { name: 'Import', exact: true }).click()
  }
  try {
    await login(page)
    await page.goto(`${serverOrigin()}/admin/stock-import`)
    await expect(page.getByRole('heading', { name: 'Import stock', level: 1 })).toBeVisible({ timeout: 60_000 })
    await importFile(stockCsv(feedModel), false)
    await expect(page.getByText('195 cars were created')).toBeVisible({ timeout: 120_000 })

    // The same list without 10 good rows, as the dealer's full stock list.
    const missing = [0, 1, 2, 3, 4, 100, 101, 102, 197, 198] // good rows (the bad ones are 39, 79, … 199)
    await page.reload()
    await importFile(stockCsv(feedModel, new Set(missing)), true)
    await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 120_000 })
    await expect(page.getByText('10 were withdrawn')).toBeVisible()

    expect((await carsOf()).totalDocs).toBe(195) // withdrawn, not deleted
    const withdrawn = await carsOf('&where[status][equals]=withdrawn')
    expect(withdrawn.docs.map((c) => c.stocknum).sort()).toEqual(missing.map((i) => `${feedModel}-${i}`).sort())
  } finally {
    for (let n = 0; n < 5; n++) {
      const res = await request.delete(
        `${serverOrigin()}/api/cars?where[dealership][equals]=${dealership.id}&limit=100`,
        {
          headers: auth,
        },
      )
      if (!(await res.json()).docs?.length) break
    }
    await request.delete(`${serverOrigin()}/api/dealerships/${dealership.id}`, { headers: auth })
  }
})
