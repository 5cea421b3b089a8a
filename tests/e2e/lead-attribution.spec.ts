import { expect, test } from '@playwright/test'

import { apiToken, ownClientAddress, serverOrigin, siteUrl, staffOf } from '../support/e2e/helpers'

// Leads from an address of its own (helpers.ts ownClientAddress).
test.use(ownClientAddress(61))

// spec: finance §3 "Payload extras: … lead_attributes (visited_pages, linked_query_params)" and §7
// "additionalData (whole enquiry incl. … lead_attributes {visited_pages, linked_query_params} …)":
// every lead form sends them, not only the finance enquiry.
const SITE = 'harbourside-toyota'
const TENANT = 'harbourside-toyota'

test('a contact enquiry sent after a ?utm_campaign= link stores the visit and shows its campaign', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl(SITE, '/about-us?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale'))
  await page.goto(siteUrl(SITE, '/contact'))
  const email = `e2e-attribution-${Date.now()}@example.com`
  await page.getByLabel('First name').fill('Casey')
  await page.getByLabel('Last name').fill('Lee')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByLabel('Phone').fill('0412 345 678')
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Message').fill('Which days are you open?')
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)

  const token = await apiToken(request, staffOf(TENANT))
  const res = await request.get(
    `${serverOrigin()}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const [lead] = (await res.json()).docs
  expect(lead.payload.lead_attributes).toEqual({
    visited_pages: ['/about-us', '/contact'],
    linked_query_params: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-sale' },
  })
  // Shown on the lead in the admin (virtual fields read from the stored attributes).
  expect(lead).toMatchObject({
    attribution_source: 'newsletter',
    attribution_medium: 'email',
    attribution_campaign: 'spring-sale',
    attribution_landing_page: '/about-us',
  })
})
