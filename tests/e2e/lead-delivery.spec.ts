import { expect, test } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { startSmtpServer, startWebhookReceiver } from '../support/lead-peers'

import { apiToken, ORIGIN, PORT, siteUrl, staffOf } from './helpers'

// Issue 11 §1: a vehicle-page enquiry sent in the browser arrives at the dealer's SMTP server as
// parseable ADF and at its webhook with a valid Standard Webhooks signature, exactly once.
// scripts/e2e.mjs points the server's SMTP_URL at PORT + 1; the webhook receiver listens on PORT + 2.
const CAR = WELL_KNOWN_CARS.certified // harbourside-toyota
const TENANT = 'harbourside-toyota'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>
let secret: string | undefined

test.beforeAll(async ({ request }) => {
  smtp = await startSmtpServer(PORT + 1)
  hook = await startWebhookReceiver(() => secret, PORT + 2)
  // Staff set up the dealership's "Lead delivery" tab through the REST API, as the admin does.
  const token = await apiToken(request, staffOf(TENANT))
  const auth = { Authorization: `JWT ${token}` }
  const cars = await request.get(`${ORIGIN}/api/cars?where[slug][equals]=${CAR.slug}&depth=0&limit=1`, {
    headers: auth,
  })
  const dealershipId = (await cars.json()).docs[0].dealership
  const res = await request.patch(`${ORIGIN}/api/dealerships/${dealershipId}`, {
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

test('an enquiry sent in the browser reaches the SMTP server as ADF and the webhook signed, once each', async ({
  page,
}) => {
  const email = `e2e-delivery-${Date.now()}@example.com`
  await page.goto(siteUrl(CAR.site, `/cars/${CAR.slug}`))
  await page.getByRole('button', { name: 'Enquire Now', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
  await dialog.getByLabel('First name').fill('Casey')
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await dialog.getByLabel('Phone').fill('0412 345 678')
  await dialog.getByLabel(/^Message/).fill('Is it still available?')
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page).toHaveURL(/\/success$/)

  // The server's autoRun delivers within a few seconds.
  const mine = () => smtp.messages.filter((m) => m.text?.includes(email))
  await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1)
  const prospect = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(
    mine()[0].text!,
  ).adf.prospect
  expect(prospect.customer.contact.email).toBe(email)
  expect(prospect.vehicle['@interest']).toBe('buy')
  expect(prospect.vehicle.make).toBeTruthy()
  expect(prospect.provider.name['#text']).toBe('Forecourt')

  const calls = () => hook.calls.filter((c) => JSON.stringify(c.body).includes(email))
  await expect.poll(() => calls().length, { timeout: 30_000 }).toBe(1)
  expect(calls()[0]).toMatchObject({
    valid: true,
    status: 200,
    body: { type: 'lead.created', data: { customer: { email } } },
  })
  expect(calls()[0].id).toBe(`msg_lead_${prospect.id['#text']}`)
  // Nothing arrives twice (autoRun keeps ticking).
  await page.waitForTimeout(3000)
  expect(mine()).toHaveLength(1)
  expect(calls()).toHaveLength(1)
})
