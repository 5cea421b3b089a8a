import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'

import { apiToken, expectNoAxeViolations, ORIGIN, ownClientAddress, siteUrl, staffOf } from './helpers'

// Leads and phone codes from an address of its own (helpers.ts ownClientAddress).
test.use(ownClientAddress(53))

// Issue 11 part 2: the site's own lead pages, each submitting a lead a shopper would send, with
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
  const res = await request.get(`${ORIGIN}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
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
  await expect(page).toHaveURL(/\/success$/)

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
  await expect(page).toHaveURL(/\/success$/)
  const [lead] = await leadsFor(request, TENANT, email)
  expect(lead).toMatchObject({ type: 'test_drive', event_id: 22 })

  // finance §3 "Stored user details … pre-fill the next form"; finance §9 event 48 for a used car
  await page.goto(siteUrl(SITE, `/book-test-drive?car_id=${CAR.slug}`))
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
  await expect(page.getByLabel('Email me similar stock and latest offers.')).toBeChecked()
  const second = emailFor('test-drive-car')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(second)
  await page.getByRole('button', { name: 'Book test drive' }).click()
  await expect(page).toHaveURL(/\/success$/)
  expect((await leadsFor(request, TENANT, second))[0]).toMatchObject({ type: 'test_drive', event_id: 48 })
})

test('/trade-in: steps, an indicative estimate, the postcode rule, then a stored trade-in', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl(SITE, '/trade-in'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.trade-in-faq details')).toHaveCount(5) // finance §2 "FAQ with five questions"
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
  await expect(page).toHaveURL(/\/success$/)

  const [lead] = await leadsFor(request, TENANT, email)
  expect(lead).toMatchObject({ type: 'trade_in', postcode: '2099' })
  expect(lead.payload).toMatchObject({
    trade_in: { make: 'Toyota', model: 'Corolla', km: 50_000 },
    adjustmentAnswers: { accident_history: 'No' },
  })
  expect(lead.payload.valuation).toBeTruthy()
})

test('the trade-in paths answer per site (finance §2)', async ({ request }) => {
  const status = async (site: string, path: string) =>
    (
      await request.get(`${ORIGIN}${path}`, { headers: { host: new URL(siteUrl(site)).host }, maxRedirects: 0 })
    ).status()
  expect(await status(SITE, `/cars/trade-in?car_id=${CAR.slug}`)).toBe(200)
  expect(await status(SITE, '/cars/trade-in')).toBe(200)
  expect(await status(SITE, '/sell-my-car')).toBe(200)
  expect(await status(SITE, '/instant-price')).toBe(404) // off unless the site turns it on
})
