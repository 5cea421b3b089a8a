import { expect, type Page, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { openAdminLogin, ownClientAddress, serverOrigin, siteUrl, staffOf } from '../support/e2e/helpers'

// docs/staff-guide.md "Labels and list columns": every field has a label a dealer would use ('Car type', 'Stock
// number', 'Primary dealership'), statuses as words, dates as dd/MM/yyyy; list views show the
// columns staff look for (photo thumbnail, stock number, price, status, days in stock, views, leads).
const staff = staffOf('harbourside-toyota')
const CAR = WELL_KNOWN_CARS.certified // harbourside-toyota
test.use(ownClientAddress(57))

async function login(page: Page) {
  await openAdminLogin(page)
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
}

/** The list's column headers as staff read them (the row-selection column has none). */
async function columnHeaders(page: Page, collection: string, query = '') {
  await page.goto(`${serverOrigin()}/admin/collections/${collection}${query}`)
  await expect(page.locator('table thead th').first()).toBeVisible({ timeout: 30_000 })
  return (await page.locator('table thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean)
}

/** Payload's label for an unlabelled field is its raw name: 'Car_type', 'Stocknum', 'Delivery_status'. */
function expectNoRawNames(headers: string[]) {
  expect(headers.filter((h) => /_/.test(h) || ['Stocknum', 'Km', 'Views', 'Type'].includes(h))).toEqual([])
}

test('cars list: "Days in stock" and "Leads" hold numbers, and a car with a lead shows at least 1', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  // A shopper asks for photos of the certified RAV4, as the vehicle page's form does.
  const sent = await request.post(`${serverOrigin()}/api/enquiries`, {
    headers: { host: new URL(siteUrl(CAR.site)).host, 'content-type': 'application/json' },
    data: {
      kind: 'request_photos',
      car_id: CAR.slug,
      name: 'Column Check',
      email: `e2e-columns-${Date.now()}@example.com`,
      phone: '0412345678',
      opt_in: true,
    },
  })
  expect(sent.status()).toBe(201)

  await login(page)
  const headers = await columnHeaders(page, 'cars', '?limit=20')
  expect(headers).toEqual(
    expect.arrayContaining([
      'Photos',
      'Stock number',
      'Car type',
      'Status',
      'Price',
      'Days in stock',
      'Page views',
      'Leads',
    ]),
  )
  expectNoRawNames(headers)

  const days = (await page.locator('td.cell-days_in_stock').allInnerTexts()).map((t) => t.trim())
  const leads = (await page.locator('td.cell-leads_count').allInnerTexts()).map((t) => t.trim())
  expect(days.length).toBeGreaterThan(1)
  expect(leads).toHaveLength(days.length)
  for (const value of [...days, ...leads]) expect(value).toMatch(/^\d+$/)

  await page.goto(`${serverOrigin()}/admin/collections/cars?where[slug][equals]=${CAR.slug}`)
  const count = page.locator('td.cell-leads_count').first()
  await expect(count).toHaveText(/^\d+$/, { timeout: 30_000 })
  expect(Number(await count.innerText())).toBeGreaterThanOrEqual(1)
  // Statuses as words, and prices as dollars.
  await expect(page.locator('td.cell-status').first()).toHaveText(/^(In stock|Coming soon|Sold|Withdrawn)$/)
  await expect(page.locator('td.cell-price').first()).toHaveText(/^\$\d{1,3}(,\d{3})*$/)
})

test('sites and leads lists: human headers, kinds as words, received as dd/MM/yyyy', async ({ page }) => {
  test.setTimeout(120_000)
  await login(page)
  const siteHeaders = await columnHeaders(page, 'sites')
  expect(siteHeaders).toEqual(expect.arrayContaining(['Name', 'Primary domain', 'Template']))
  expectNoRawNames(siteHeaders)

  const leadHeaders = await columnHeaders(page, 'leads', '?where[name][equals]=Column%20Check')
  // docs/features/leads.md "Lead delivery" step 5: the Leads list shows delivery status (pending, sent, failed,
  // dead), attempts and the last error. docs/features/security.md "Security": staff see suspected leads apart.
  // A group's staff see whose car it is: the dealership the lead is for.
  expect(leadHeaders.slice(0, 9)).toEqual([
    'Received',
    'Kind',
    'Name',
    'Car',
    'Dealership',
    'Suspected',
    'Delivery',
    'Attempts',
    'Last error',
  ])
  expectNoRawNames(leadHeaders)
  const row = page.locator('table tbody tr').first()
  await expect(row.locator('td.cell-type')).toHaveText('Photo request')
  await expect(row.locator('td.cell-dealership')).toHaveText(/\w/)
  await expect(row.locator('td.cell-received')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  await expect(row.locator('td.cell-delivery_status')).toHaveText(
    /^(Pending|Sent|Failed|Dead \(gave up\)|Held \(suspected\))$/,
  )
})

// docs/features/leads.md "Lead forms": the /accept-offer link a dealer sends with an offer. On a lead about a car,
// staff type the amount agreed and get the shopper's accept-offer link on the site's own domain
// (finance §4 "Offer acceptance"); the link opens the site's form with that amount.
test("a lead's 'Send an offer' builds the shopper's accept-offer link, which opens with the amount", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await login(page)
  await page.goto(`${serverOrigin()}/admin/collections/leads?where[name][equals]=Column%20Check`)
  await page.locator('table tbody tr').first().locator('td.cell-received a').click()
  const amount = page.getByLabel(/^Send an offer on the /)
  await expect(amount).toBeVisible({ timeout: 30_000 })
  await amount.fill('42,500')
  const link = page.getByTestId('offer-link')
  const expected = siteUrl(CAR.site, `/accept-offer?car_id=${CAR.slug}&amount=42500`)
  await expect(link).toHaveText(expected)

  await page.goto(expected)
  await expect(page.getByRole('heading', { level: 1, name: 'Accept offer' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('42,500')
})

// docs/staff-guide.md "Labels and list columns": a relationship field shows the related document by
// name, never "Untitled - ID: n" (the admin loads those names with a query-in-body POST:
// src/http/payload-rest.ts).
test("a lead's edit view names its car, site and dealership", async ({ page }) => {
  test.setTimeout(120_000)
  await login(page)
  await page.goto(`${serverOrigin()}/admin/collections/leads?where[name][equals]=Column%20Check`)
  await page.locator('table tbody tr').first().locator('td.cell-received a').click()
  await expect(page.locator('#field-car')).toContainText(`${CAR.make} ${CAR.model}`, { timeout: 30_000 })
  // The demo's Harbourside site and dealership are both named 'Harbourside Toyota' (scripts/seed/tenants.ts).
  for (const field of ['#field-site', '#field-dealership'])
    await expect(page.locator(field)).toContainText('Harbourside Toyota')
  for (const field of ['#field-car', '#field-site', '#field-dealership'])
    await expect(page.locator(field)).not.toContainText('Untitled')
})
