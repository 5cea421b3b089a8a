import { type APIRequestContext, expect, test } from '@playwright/test'

import {
  apiToken,
  expectNoAxeViolations,
  ownClientAddress,
  serverOrigin,
  siteUrl,
  staffOf,
} from '../support/e2e/helpers'

// Leads from an address of its own (helpers.ts ownClientAddress).
test.use(ownClientAddress(58))

// docs/features/leads.md "Staff-defined forms" (beyond the spec): staff can build an extra form in the admin (e.g.
// a fleet enquiry) with @payloadcms/plugin-form-builder; it renders with the same components, and
// its submissions become leads delivered like any other.
const TENANT = 'harbourside-toyota'
const SITE = 'harbourside-toyota'
const slug = `fleet-e2e-${Date.now().toString(36)}`

const auth = async (request: APIRequestContext) => ({
  Authorization: `JWT ${await apiToken(request, staffOf(TENANT))}`,
})

let formId: number | null = null

test.afterAll(async ({ request }) => {
  if (formId === null) return
  const res = await request.delete(`${serverOrigin()}/api/forms/${formId}`, { headers: await auth(request) })
  expect(res.status()).toBe(200)
})

test('a form built by Harbourside staff is filled on its site and arrives as a lead', async ({ page, request }) => {
  const headers = await auth(request)
  const tenants = await request.get(`${serverOrigin()}/api/tenants?where[slug][equals]=${TENANT}&depth=0`, { headers })
  const tenant = (await tenants.json()).docs[0].id as number
  const created = await request.post(`${serverOrigin()}/api/forms`, {
    headers,
    data: {
      tenant,
      title: 'Fleet enquiry',
      slug,
      submitButtonLabel: 'Send fleet enquiry',
      fields: [
        { blockType: 'text', name: 'name', label: 'Your name', required: true },
        { blockType: 'email', name: 'email', label: 'Work email', required: true },
        {
          blockType: 'select',
          name: 'fleet_size',
          label: 'Fleet size',
          required: true,
          options: [
            { label: '1 to 5 cars', value: 'small' },
            { label: '6 or more cars', value: 'large' },
          ],
        },
        { blockType: 'textarea', name: 'notes', label: 'Anything else' },
        { blockType: 'checkbox', name: 'novated', label: 'Novated lease' },
      ],
    },
  })
  expect(created.status()).toBe(201)
  formId = (await created.json()).doc.id

  await page.goto(siteUrl(SITE, `/forms/${slug}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet enquiry' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Checked in the browser with the server's schema before anything is sent.
  await page.getByRole('button', { name: 'Send fleet enquiry' }).click()
  await expect(page.getByText('Please fix the following errors:')).toBeVisible()
  await expectNoAxeViolations(page)

  const email = `e2e-fleet-${Date.now()}@example.com`
  await page.getByLabel('Your name').fill('Casey')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Fleet size').selectOption('large')
  await page.getByLabel('Anything else').fill('Twelve utes by March')
  await page.getByLabel('Novated lease').check()
  await page.getByRole('button', { name: 'Send fleet enquiry' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible()

  const leads = await request.get(
    `${serverOrigin()}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers,
    },
  )
  const docs = (await leads.json()).docs as { type: string; category: string; message: string }[]
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ type: 'custom_form', category: 'Fleet enquiry' })
  expect(docs[0]!.message).toContain('Fleet size: 6 or more cars')

  // Another tenant's site does not have it.
  expect((await page.goto(siteUrl('southern-cross', `/forms/${slug}`)))!.status()).toBe(404)
})
