import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import {
  apiToken,
  expectNoAxeViolations,
  ownClientAddress,
  serverOrigin,
  siteUrl,
  staffOf,
} from '../support/e2e/helpers'

// Leads and phone codes from an address of its own (helpers.ts ownClientAddress).
test.use(ownClientAddress(53))

// docs/features/leads.md "Lead forms": the site's own lead pages, each submitting a lead a shopper would send, with
// field messages for bad input and no axe violations.
const SITE = 'harbourside-toyota'
const TENANT = 'harbourside-toyota'
const CAR = WELL_KNOWN_CARS.certified // used, on harbourside-toyota

type StoredLead = {
  id: number
  type: string
  event_id: number
  category: string
  subcategory: string | null
  car: number | null
  postcode: string | null
  payload: { valuation?: unknown; [key: string]: unknown }
}

async function leadsFor(request: APIRequestContext, tenant: string, email: string): Promise<StoredLead[]> {
  const token = await apiToken(request, staffOf(tenant))
  const res = await request.get(
    `${serverOrigin()}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { Authorization: `JWT ${token}` },
    },
  )
  expect(res.status()).toBe(200)
  return (await res.json()).docs
}

const emailFor = (what: string) => `e2e-${what}-${Date.now()}@example.com`

async function fillPerson(page: Page, email: string) {
  await page.getByLabel('First name').fill('Casey')
  await page.getByLabel('Last name').fill('Lee')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByLabel('Phone').fill('0412 345 678')
}

/** The next Monday, as the date input wants it (the demo's sales yards open Monday to Saturday). */
function nextMonday(): string {
  const d = new Date()
  d.setDate(d.getDate() + ((8 - d.getDay()) % 7 || 7))
  return d.toLocaleDateString('en-CA')
}

test('/contact: field messages, then a careers enquiry stored as General Enquiry, Career Enquiry, event 51', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl(SITE, '/contact'))
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  await expect(page.getByLabel('Enquiry type')).toHaveValue('General Enquiry') // finance §5 default
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByRole('alert').first()).toContainText('Please fix the following errors:')
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveAttribute('aria-invalid', 'true') // "required when shown"
  await expectNoAxeViolations(page)

  const email = emailFor('careers')
  await page.getByLabel('Enquiry type').selectOption('Careers Enquiry')
  await fillPerson(page, email)
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Message').fill('Are you hiring technicians?')
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)

  const [lead] = await leadsFor(request, TENANT, email)
  expect(lead).toMatchObject({
    type: 'contact',
    category: 'General Enquiry',
    subcategory: 'Career Enquiry',
    event_id: 51,
    car: null,
  })
})

test('/contact on a group site asks for the preferred dealership (finance §5)', async ({ page }) => {
  await page.goto(siteUrl('southern-cross', '/contact'))
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByLabel('Preferred dealership')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert').first()).toContainText('Preferred dealership')
})

test('/contact on a site that requires terms shows the disclaimer message (finance §5)', async ({ page }) => {
  await page.goto(siteUrl('sutherland-kia', '/contact'))
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByText('*You must agree to the terms of use before submitting.').first()).toBeVisible()
})

test('/book-test-drive/: a booking with a time from the opening hours, stored with event 22; a used car gives 48', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl(SITE, '/book-test-drive'))
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Test Drive' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Book test drive' }).click()
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(/^Message/)).toHaveAttribute('aria-invalid', 'false') // finance §5: optional

  const email = emailFor('test-drive')
  await fillPerson(page, email)
  await page.getByLabel('Preferred date (optional)').fill(nextMonday())
  await page.getByLabel('Preferred time (optional)').selectOption('10:00')
  await page.getByRole('button', { name: 'Book test drive' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)
  const [lead] = await leadsFor(request, TENANT, email)
  expect(lead).toMatchObject({ type: 'test_drive', event_id: 22 })

  // finance §3 "Stored user details … pre-fill the next form"; finance §9 event 48 for a used car
  await page.goto(siteUrl(SITE, `/book-test-drive?car_id=${CAR.slug}`))
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
  // The opt-in is never pre-ticked, not even from stored details (src/forms/consent.ts, Spam Act 2003).
  await expect(page.getByLabel('Email me similar stock and latest offers.')).not.toBeChecked()
  const second = emailFor('test-drive-car')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(second)
  await page.getByRole('button', { name: 'Book test drive' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)
  expect((await leadsFor(request, TENANT, second))[0]).toMatchObject({ type: 'test_drive', event_id: 48 })
})

test('/trade-in: steps, an indicative estimate, the postcode rule, then a stored trade-in', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl(SITE, '/trade-in'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Frequently asked questions' }).locator('details')).toHaveCount(5) // finance §2 "FAQ with five questions"
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert').first()).toContainText('Please fix the following errors:')
  await expect(page.getByRole('textbox', { name: 'Make', exact: true })).toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('textbox', { name: 'Make', exact: true }).fill('Toyota')
  await page.getByRole('textbox', { name: 'Model', exact: true }).fill('Corolla')
  await page.getByRole('textbox', { name: 'Year', exact: true }).fill(String(new Date().getFullYear() - 2))
  await page.getByRole('button', { name: '50,000 kms', exact: true }).click()
  await expect(page.getByRole('textbox', { name: 'Kilometres', exact: true })).toHaveValue('50,000')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('trade-in-estimate')).toContainText(/subject to inspection|in person/)
  await page.getByRole('radio', { name: 'No' }).first().check()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Next' }).click()

  const email = emailFor('trade-in')
  await fillPerson(page, email)
  await page.getByLabel('Postcode').fill('20001')
  await expect(page.getByLabel('Postcode')).toHaveValue('2000') // "input limited to 4 characters"
  await page.getByLabel('Postcode').fill('20')
  await page.getByRole('button', { name: 'Get my valuation' }).click()
  await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.').first()).toBeVisible()
  await page.getByLabel('Postcode').fill('2099')
  await page.getByRole('button', { name: 'Get my valuation' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)

  const [lead] = await leadsFor(request, TENANT, email)
  expect(lead).toMatchObject({ type: 'trade_in', postcode: '2099' })
  expect(lead!.payload).toMatchObject({
    trade_in: { make: 'Toyota', model: 'Corolla', km: 50_000 },
    adjustmentAnswers: { accident_history: 'No' },
  })
  expect(lead!.payload.valuation).toBeTruthy()
})

test('the trade-in paths answer per site (finance §2)', async ({ request }) => {
  const status = async (site: string, path: string) =>
    (
      await request.get(`${serverOrigin()}${path}`, { headers: { host: new URL(siteUrl(site)).host }, maxRedirects: 0 })
    ).status()
  expect(await status(SITE, `/cars/trade-in?car_id=${CAR.slug}`)).toBe(200)
  expect(await status(SITE, '/cars/trade-in')).toBe(200)
  expect(await status(SITE, '/sell-my-car')).toBe(200)
  expect(await status(SITE, '/instant-price')).toBe(404) // off unless the site turns it on
})

// What an audit of the lead pages found (trade-in links, viewed cars, the dialog's test-drive
// slots, the failure texts, axe on the pages without it).
const SOLD = WELL_KNOWN_CARS.sold // harbourside-toyota, sold a day ago, still listed

/** The next Sunday, as the date input wants it (the demo's sales yards are closed on Sundays). */
function nextSunday(): string {
  const d = new Date()
  d.setDate(d.getDate() + (7 - d.getDay()))
  return d.toLocaleDateString('en-CA')
}

test('trade-in links: car cards and the sticky header link to /cars/trade-in?car_id= only for a car that can be bought (finance §2)', async ({
  page,
}) => {
  const href = `/cars/trade-in?car_id=${CAR.slug}`
  await page.goto(siteUrl(SITE, '/search/used-cars'))
  const card = page.locator('article.car-card', { has: page.locator(`a[href="/cars/${CAR.slug}"]`) })
  await expect(card.getByRole('link', { name: 'Value my trade-in' })).toHaveAttribute('href', href)
  // stock §4: a sold car shows the SOLD view; it is not for sale, so no trade-in towards it. The sold
  // HiLux (sold a day ago, inside the window) is on this search, so the loop never runs on nothing.
  await page.goto(siteUrl(SITE, `/search/used-cars?query=${SOLD.model}`))
  const soldCards = await page.locator('article.car-card.is-sold').all()
  expect(soldCards.length).toBeGreaterThan(0)
  for (const sold of soldCards) await expect(sold.getByRole('link', { name: 'Value my trade-in' })).toHaveCount(0)

  // the sticky header (stock §2 "after 500 px") carries the link too
  await page.goto(siteUrl(SITE, `/cars/${CAR.slug}`))
  await page.evaluate(() => window.scrollTo(0, 1500))
  const header = page.locator('.vehicle-sticky-header')
  await expect(header).toHaveAttribute('data-shown')
  const link = header.getByRole('link', { name: 'Value my trade-in' })
  await expect(link).toHaveAttribute('href', href)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/cars/trade-in\\?car_id=${CAR.slug}$`))
  await expect(page.getByText(/Trading in towards the/)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto(siteUrl(SITE, `/cars/${SOLD.slug}`))
  await expect(page.locator('.vehicle-sticky-header a[href^="/cars/trade-in"]')).toHaveCount(0)
})

test('the vehicle page keeps viewed-car records in localStorage: the spec fields, newest first, once each (finance §3)', async ({
  page,
}) => {
  const viewed = () =>
    page.evaluate(
      () => JSON.parse(window.localStorage.getItem('forecourt:viewed-cars') ?? '[]') as Record<string, unknown>[],
    )
  await page.goto(siteUrl(SITE, `/cars/${CAR.slug}`))
  await expect.poll(async () => (await viewed()).length).toBe(1)
  await page.goto(siteUrl(SITE, `/cars/${SOLD.slug}`))
  await expect.poll(async () => (await viewed()).length).toBe(2)
  await page.goto(siteUrl(SITE, `/cars/${CAR.slug}`))
  // both are Toyotas: wait for the model at the front to change back
  await expect.poll(async () => (await viewed())[0]?.model).toBe(CAR.model)
  const records = await viewed()
  expect(records).toHaveLength(2) // viewed again: moved to the front, not added twice
  expect(records.map((r) => [r.make, r.model])).toEqual([
    [CAR.make, CAR.model],
    [SOLD.make, SOLD.model],
  ])
  // finance §3 "Viewed-car record: id, stocknum, make, model, body, simple_body"
  for (const r of records)
    expect(Object.keys(r).sort()).toEqual(['body', 'id', 'make', 'model', 'simple_body', 'stocknum'])
  expect(records[0]!.id).not.toBe(records[1]!.id)
})

test("the vehicle page's Book a Test Drive dialog offers the times of the location's opening hours, as /book-test-drive/ does", async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, `/cars/${CAR.slug}`))
  await page.getByRole('button', { name: 'Book a Test Drive', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book a Test Drive' })
  await expect(dialog).toBeVisible()
  const time = dialog.getByLabel('Preferred time (optional)')
  await expect(time).toBeDisabled()
  await dialog.getByLabel('Preferred date (optional)').fill(nextSunday())
  await expect(dialog.getByText('Closed that day. Please choose another date.')).toBeVisible()
  await expect(time).toBeDisabled()
  const monday = nextMonday()
  await dialog.getByLabel('Preferred date (optional)').fill(monday)
  await expect(time).toBeEnabled()
  // the same slots as /book-test-drive/ (testDriveSlots): half-hourly within the opening hours
  const slots = await time
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean))
  expect(slots).toContain('10:00')
  for (const s of slots) expect(s).toMatch(/^\d{2}:[03]0$/)
  await time.selectOption('10:00')
  await expectNoAxeViolations(page)

  await dialog.getByLabel('First name').fill('Casey')
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(emailFor('dialog-slot'))
  await dialog.getByLabel('Phone').fill('0412 345 678')
  // The browser's own reading of the slot, taken before the page leaves for /success.
  const expected = await page.evaluate((d) => new Date(`${d}T10:00`).toISOString(), monday)
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/enquiries') && r.method() === 'POST')
  await dialog.getByRole('button', { name: 'Book test drive' }).click()
  const body = (await sent).postDataJSON() as { kind: string; preferred_time: string }
  expect(body.kind).toBe('test_drive')
  expect(body.preferred_time).toBe(expected)
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)
})

/** Through the trade-in steps to the last one, with the contact details filled. */
async function toLastTradeInStep(page: Page) {
  await page.goto(siteUrl(SITE, '/trade-in'))
  await page.getByRole('textbox', { name: 'Make', exact: true }).fill('Toyota')
  await page.getByRole('textbox', { name: 'Model', exact: true }).fill('Corolla')
  await page.getByRole('textbox', { name: 'Year', exact: true }).fill(String(new Date().getFullYear() - 2))
  await page.getByRole('button', { name: '50,000 kms', exact: true }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: 'No' }).first().check()
  await page.getByRole('button', { name: 'Next' }).click()
  await fillPerson(page, emailFor('trade-in-failure'))
  await page.getByLabel('Postcode').fill('2099')
}

// finance §4 "Multi-step lead form: … on success with a lead_id it goes to /success; otherwise the
// error or 'An unexpected error occured' is shown"; §8 "Lead step failure: the server error, or 'An
// unexpected error occured'".
for (const [name, answer, shown] of [
  ['a 500 without a message', { status: 500, body: '{}' }, 'An unexpected error occured'],
  [
    "the server's message",
    { status: 422, body: JSON.stringify({ error: { code: 'nope', message: 'We cannot take trade-ins today.' } }) },
    'We cannot take trade-ins today.',
  ],
  [
    'a 201 without a lead_id',
    { status: 201, body: JSON.stringify({ redirect: '/success' }) },
    'An unexpected error occured',
  ],
] as const) {
  test(`trade-in (multi-step): ${name} shows '${shown}' and stays on the form`, async ({ page }) => {
    await toLastTradeInStep(page)
    await page.route('**/api/enquiries', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    )
    await page.getByRole('button', { name: 'Get my valuation' }).click()
    await expect(page.getByRole('alert').filter({ hasText: shown })).toBeVisible()
    await expect(page).toHaveURL(/\/trade-in$/)
    await expect(page.getByRole('button', { name: 'Get my valuation' })).toBeEnabled()
  })
}

// finance §8 "Form submit failure: alert 'An error occurred when submitting this form', also stored
// as form error (or the server message)".
for (const [name, fail, shown] of [
  ['no answer at all', 'abort', 'An error occurred when submitting this form'],
  ['a 500 without a message', { status: 500, body: 'oops' }, 'An error occurred when submitting this form'],
  [
    "the server's message",
    {
      status: 503,
      body: JSON.stringify({ error: { code: 'down', message: 'Enquiries are paused for maintenance.' } }),
    },
    'Enquiries are paused for maintenance.',
  ],
] as const) {
  test(`/contact: ${name} shows '${shown}'`, async ({ page }) => {
    await page.goto(siteUrl(SITE, '/contact'))
    await fillPerson(page, emailFor('contact-failure'))
    await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ index: 1 })
    await page.getByLabel('Message').fill('Do you service Hiluxes?')
    await page.route('**/api/enquiries', (route) =>
      fail === 'abort'
        ? route.abort('connectionreset')
        : route.fulfill({ status: fail.status, contentType: 'application/json', body: fail.body }),
    )
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByRole('alert').filter({ hasText: shown })).toBeVisible()
    await expect(page).toHaveURL(/\/contact$/)
  })
}

test('no axe violations on /success, /sell-my-car and /cars/trade-in?car_id=', async ({ page }) => {
  for (const path of ['/success', '/sell-my-car', `/cars/trade-in?car_id=${CAR.slug}`]) {
    await page.goto(siteUrl(SITE, path))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  }
})

test('a page with a form downloads zod only once the shopper starts using it', async ({ page }) => {
  // Lighthouse >= 95 on /contact, /trade-in, /finance: the forms' schemas, and zod with them, load
  // on the first touch, key or focus, not with the page
  // (src/components/forms/use-lazy-resolver.ts). '$ZodType' is in zod's own code only.
  const zod: string[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    const body = await response.text().catch(() => '')
    if (body.includes('$ZodType')) zod.push(response.url())
  })
  await page.goto(siteUrl(SITE, '/contact'))
  await page.waitForLoadState('networkidle')
  expect(zod).toEqual([])

  await page.getByLabel('First name').focus()
  await expect.poll(() => zod.length).toBe(1)
  // The checks are the shared schema's, as before: an empty form lists its required fields.
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert').first()).toContainText('Please fix the following errors:')
})
