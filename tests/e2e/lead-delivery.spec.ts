import { expect, type Page, test } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import {
  apiToken,
  expectNoAxeViolations,
  ownClientAddress,
  serverOrigin,
  serverPort,
  siteUrl,
  staffOf,
  superAdmin,
} from '../support/e2e/helpers'
import { startSmtpServer, startWebhookReceiver } from '../support/lead-peers'

// docs/features/leads.md "Lead delivery": a trade-in lead, a test-drive booking, a contact enquiry and a careers
// enquiry each arrive at the in-process SMTP server as parseable ADF and at the webhook receiver
// with a valid signature, exactly once; a webhook that fails three times then recovers gets the
// lead once. Each form is sent in Chromium from the site's own page (and the vehicle page's modal).
// scripts/e2e.mjs points the server's SMTP_URL at its port + 1; the webhook receiver listens on its port + 2.
const CAR = WELL_KNOWN_CARS.certified // harbourside-toyota, used
const SITE = CAR.site
const TENANT = 'harbourside-toyota'

// A shopper of its own: the lead forms' per-address budget is production's, and the specs before
// this one spend the loopback address's budget (docs/features/security.md "Rate limits and bodies").
test.use(ownClientAddress(11))

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>
let secret: string | undefined

test.beforeAll(async ({ request }) => {
  smtp = await startSmtpServer(serverPort() + 1)
  hook = await startWebhookReceiver(() => secret, serverPort() + 2)
  // Staff set up the dealership's "Lead delivery" tab through the REST API, as the admin does.
  const token = await apiToken(request, staffOf(TENANT))
  const auth = { Authorization: `JWT ${token}` }
  const cars = await request.get(`${serverOrigin()}/api/cars?where[slug][equals]=${CAR.slug}&depth=0&limit=1`, {
    headers: auth,
  })
  const dealershipId = (await cars.json()).docs[0].dealership
  const res = await request.patch(`${serverOrigin()}/api/dealerships/${dealershipId}`, {
    headers: auth,
    data: {
      lead_delivery: {
        email_recipients: [{ email: 'crm@harbourside.test' }],
        adf_placement: 'body',
        webhook_url: hook.url,
      },
    },
  })
  expect(res.status()).toBe(200)
  secret = (await res.json()).doc.lead_delivery.webhook_secret
  expect(secret).toMatch(/^whsec_/)
})

test.afterAll(async () => {
  await Promise.all([smtp?.close(), hook?.close()])
})

const adfParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false })
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed ADF and webhook JSON are untyped
type Loose = Record<string, any>

const emailFor = (what: string) => `e2e-delivery-${what}-${Date.now()}@example.com`

/**
 * Waits for the lead of `email` at both peers (the server's autoRun delivers within seconds, or after
 * the retries a test asks for), then checks it arrived once at each and that nothing arrives again.
 * Answers the ADF prospect and the webhook body.
 */
async function deliveredOnce(page: Page, email: string, timeout = 60_000) {
  const mails = () => smtp.messages.filter((m) => m.text?.includes(email))
  const accepted = () => hook.calls.filter((c) => c.status === 200 && JSON.stringify(c.body).includes(email))
  await expect.poll(() => mails().length, { timeout }).toBe(1)
  await expect.poll(() => accepted().length, { timeout }).toBe(1)
  const prospect = adfParser.parse(mails()[0]!.text!).adf.prospect as Loose
  const call = accepted()[0]
  expect(call!.valid).toBe(true)
  expect(call!.id).toBe(`msg_lead_${prospect.id['#text']}`)
  expect(hook.accepted.get(call!.id)).toBe(1)
  // Nothing arrives twice: every delivery job of this lead has ended (the jobs queue, read as platform
  // staff), so no try is left to send it again, and still one e-mail and one webhook call.
  const lead = String(prospect.id['#text'])
  const admin = { authorization: `JWT ${await apiToken(page.request, superAdmin)}` }
  const jobsOfLead = async () =>
    (
      (
        await (
          await page.request.get(
            `${serverOrigin()}/api/payload-jobs?where[taskSlug][equals]=deliverLead&sort=-createdAt&limit=200&depth=0`,
            { headers: admin },
          )
        ).json()
      ).docs as { input?: { lead?: string }; completedAt?: string | null }[]
    ).filter((job) => String(job.input?.lead) === lead)
  await expect
    .poll(
      async () => {
        const jobs = await jobsOfLead()
        return jobs.length > 0 && jobs.every((job) => job.completedAt)
      },
      { timeout, message: `a delivery job of lead ${lead} did not end` },
    )
    .toBe(true)
  expect(mails()).toHaveLength(1)
  expect(accepted()).toHaveLength(1)
  expect(hook.accepted.get(call!.id)).toBe(1)
  return { prospect, body: call!.body as Loose }
}

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

/** Sends the /contact form with the category given. */
async function sendContact(page: Page, email: string, category: string, message: string) {
  await page.goto(siteUrl(SITE, '/contact'))
  await page.getByLabel('Enquiry type').selectOption(category)
  await fillPerson(page, email)
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)
}

test('an enquiry sent in the browser reaches the SMTP server as ADF and the webhook signed, once each', async ({
  page,
}) => {
  const email = emailFor('enquiry')
  await page.goto(siteUrl(CAR.site, `/cars/${CAR.slug}`))
  await page.getByRole('button', { name: 'Enquire Now', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
  await dialog.getByLabel('First name').fill('Casey')
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await dialog.getByLabel('Phone').fill('0412 345 678')
  await dialog.getByLabel(/^Message/).fill('Is it still available?')
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)

  const { prospect, body } = await deliveredOnce(page, email)
  expect(prospect.customer.contact.email).toBe(email)
  expect(prospect.vehicle['@interest']).toBe('buy')
  expect(prospect.vehicle.make).toBeTruthy()
  expect(prospect.provider.name['#text']).toBe('Forecourt')
  expect(body).toMatchObject({ type: 'lead.created', data: { customer: { email } } })
})

test('a trade-in from /trade-in arrives as ADF with the traded car, and at the webhook, once', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/trade-in'))
  await page.getByRole('textbox', { name: 'Make', exact: true }).fill('Toyota')
  await page.getByRole('textbox', { name: 'Model', exact: true }).fill('Corolla')
  await page.getByRole('textbox', { name: 'Year', exact: true }).fill(String(new Date().getFullYear() - 2))
  await page.getByRole('button', { name: '50,000 kms', exact: true }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('trade-in-estimate')).toBeVisible()
  await page.getByRole('radio', { name: 'No' }).first().check()
  await page.getByRole('button', { name: 'Next' }).click()
  const email = emailFor('trade-in')
  await fillPerson(page, email)
  await page.getByLabel('Postcode').fill('2099')
  await page.getByRole('button', { name: 'Get my valuation' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)

  const { prospect, body } = await deliveredOnce(page, email)
  // ADF 1.0 sends the shopper's own car as a vehicle with interest "trade-in".
  expect(prospect.vehicle).toMatchObject({
    '@interest': 'trade-in',
    make: 'Toyota',
    model: 'Corolla',
    odometer: { '#text': '50000', '@units': 'km' },
  })
  expect(prospect.customer.contact.address.postalcode).toBe('2099')
  expect(prospect.customer.comments).toContain('Trade-In')
  expect(body.data).toMatchObject({
    type: 'trade_in',
    customer: { email, postcode: '2099' },
    trade_in: { make: 'Toyota', model: 'Corolla', km: 50_000, answers: { accident_history: 'No' } },
  })
})

test('a test drive booked from /book-test-drive for a car arrives with the car and the time, once', async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, `/book-test-drive?car_id=${CAR.slug}`))
  const email = emailFor('test-drive')
  await fillPerson(page, email)
  await page.getByLabel('Preferred date (optional)').fill(nextMonday())
  await page.getByLabel('Preferred time (optional)').selectOption('10:00')
  await page.getByRole('button', { name: 'Book test drive' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)

  const { prospect, body } = await deliveredOnce(page, email)
  expect(prospect.vehicle['@interest']).toBe('test-drive')
  expect(prospect.vehicle['@status']).toBe('used')
  expect(prospect.vehicle.make).toBeTruthy()
  expect(prospect.customer.timeframe.earliestdate).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  // finance §9 "48 (used test drive)"
  expect(body.data).toMatchObject({ type: 'test_drive', event_id: 48, customer: { email } })
  expect(body.data.vehicle.make).toBe(prospect.vehicle.make)
})

test('a contact enquiry from /contact arrives as a General Enquiry, once', async ({ page }) => {
  const email = emailFor('contact')
  await sendContact(page, email, 'General Enquiry', 'What are your Saturday hours?')
  const { prospect, body } = await deliveredOnce(page, email)
  expect(prospect.customer.comments).toBe('[General Enquiry]\nWhat are your Saturday hours?')
  expect(prospect.vehicle.make).toBeUndefined()
  // finance §9 "22 general enquiry default"
  expect(body.data).toMatchObject({ type: 'contact', category: 'General Enquiry', event_id: 22, vehicle: null })
})

test('a careers enquiry arrives as General Enquiry, Career Enquiry, event 51, once', async ({ page }) => {
  const email = emailFor('careers')
  await sendContact(page, email, 'Careers Enquiry', 'Are you hiring technicians?')
  const { prospect, body } = await deliveredOnce(page, email)
  // finance §5 "A 'Careers Enquiry' category is converted to General Enquiry with subcategory 'Career Enquiry' and event 51."
  expect(prospect.customer.comments).toBe('[General Enquiry · Career Enquiry]\nAre you hiring technicians?')
  expect(body.data).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry', event_id: 51 })
})

test('an offer accepted on /accept-offer arrives with the amount and the options ticked: event 18, once', async ({
  page,
}) => {
  // finance §5 "quick-pick buttons of $5,000 to $70,000 (9 values) or $300,000 to $800,000 for a certain
  // configuration": an offer in the hundreds of thousands gets the high set, any other the usual one.
  const picks = page.getByRole('group', { name: 'Quick picks' }).getByRole('button')
  await page.goto(siteUrl(SITE, `/accept-offer?car_id=${CAR.slug}&amount=450000`))
  await expect(picks).toHaveCount(9)
  await expect(picks.first()).toHaveText('$300,000')
  await expect(picks.last()).toHaveText('$800,000')

  await page.goto(siteUrl(SITE, `/accept-offer?car_id=${CAR.slug}&amount=24990`))
  await expect(page.getByRole('heading', { level: 1, name: 'Accept offer' })).toBeVisible()
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true })
  await expect(amount).toHaveValue('24,990') // finance §5 money input: thousands separators
  await expect(picks).toHaveCount(9)
  await expect(picks.first()).toHaveText('$5,000')
  await expect(picks.last()).toHaveText('$70,000')
  await expectNoAxeViolations(page)
  await amount.fill('')
  await page.getByRole('button', { name: 'Accept offer' }).click()
  await expect(page.getByRole('alert').first()).toContainText('Please fix the following errors:')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')

  await amount.fill('$23500')
  await expect(amount).toHaveValue('23,500')
  await page.getByRole('checkbox', { name: 'Window tinting' }).check()
  const email = emailFor('offer')
  await fillPerson(page, email)
  await page.getByRole('button', { name: 'Accept offer' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)

  const { prospect, body } = await deliveredOnce(page, email)
  // finance §4 "Offer acceptance: subcategory '3. Offer Accepted', offer_accepted true"; §9 "18 offer accepted"
  expect(prospect.vehicle.price).toContainEqual({ '#text': '23500', '@type': 'offer', '@currency': 'AUD' })
  expect(prospect.customer.comments).toContain('3. Offer Accepted')
  // finance §5 "checked options marked 'check_option' become an additional_services list"
  expect(prospect.customer.comments).toContain('Additional services: Window tinting')
  expect(body.data).toMatchObject({
    type: 'offer_accepted',
    subcategory: '3. Offer Accepted',
    event_id: 18,
    offer_amount: 23_500,
    additional_services: ['Window tinting'],
  })
})

test('a webhook that fails three times then recovers gets the lead once; the e-mail is sent once', async ({ page }) => {
  // scripts/e2e.mjs shortens the backoff (LEAD_DELIVERY_RETRY_BASE_MS); the default's waits add up to 3.5 minutes.
  test.setTimeout(300_000)
  const email = emailFor('webhook-retry')
  const mine = (body: unknown) => JSON.stringify(body).includes(email)
  hook.answer((_, body) => (mine(body) && hook.calls.filter((c) => mine(c.body)).length < 3 ? 500 : 200))
  try {
    await sendContact(page, email, 'General Enquiry', 'Do you take trade-ins?')
    await expect.poll(() => hook.calls.filter((c) => mine(c.body)).length, { timeout: 270_000 }).toBe(4)
    const calls = hook.calls.filter((c) => mine(c.body))
    expect(calls.map((c) => c.status)).toEqual([500, 500, 500, 200])
    expect(new Set(calls.map((c) => c.id)).size).toBe(1) // one webhook id on every try: the receiver de-duplicates by it
    expect(calls.every((c) => c.valid)).toBe(true)
    await deliveredOnce(page, email)
  } finally {
    hook.answer(() => 200)
  }
})
