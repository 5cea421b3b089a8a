import { type APIRequestContext, expect, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { apiToken, openAdminLogin, ownClientAddress, serverOrigin, siteUrl, staffOf } from '../support/e2e/helpers'

// stock §2 "Vehicle detail page" (docs/features/leads.md "Lead forms"): each modal's validation, and a stored lead
// that appears in the admin for that tenant only.
const CAR = WELL_KNOWN_CARS.certified // harbourside-toyota
const OWN_TENANT = 'harbourside-toyota'
const OTHER_TENANT = 'southern-cross-motor-group'

// A shopper of their own: the lead forms' per-address limit is production's, and the finance,
// accounts and content specs that run earlier spend the loopback address's budget on their own leads.
test.use(ownClientAddress(41))

async function leadsFor(request: APIRequestContext, tenant: string, email: string) {
  const token = await apiToken(request, staffOf(tenant))
  const res = await request.get(
    `${serverOrigin()}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { Authorization: `JWT ${token}` },
    },
  )
  expect(res.status()).toBe(200)
  return (await res.json()).docs as { id: number; type: string; event_id: number; email: string }[]
}

for (const [name, kind] of [
  ['Enquire Now', 'enquiry'],
  ['Book a Test Drive', 'test_drive'],
  ['Request Photos', 'request_photos'],
] as const) {
  test(`${name}: field errors first, then a stored lead and /success`, async ({ page, request }) => {
    await page.goto(siteUrl(CAR.site, `/cars/${CAR.slug}`))
    await page.getByRole('button', { name, exact: true }).first().click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    // Unticked: consent is given, not assumed (src/forms/consent.ts, Spam Act 2003).
    await expect(dialog.getByLabel('Email me similar stock and latest offers.')).not.toBeChecked()
    await dialog.getByRole('button', { name: /Send enquiry|Book test drive|Request photos/ }).click()
    await expect(dialog.getByRole('alert')).toContainText('Please fix the following errors:')
    await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
    // finance §5: message optional for Request Photos and test drive, required for an enquiry
    await expect(dialog.getByLabel(/^Message/)).toHaveAttribute('aria-invalid', kind === 'enquiry' ? 'true' : 'false')

    const email = `e2e-${kind}-${Date.now()}@example.com`
    await dialog.getByLabel('First name').fill('Casey')
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email')
    await dialog.getByLabel('Phone').fill('0412 345 678')
    if (kind === 'enquiry') await dialog.getByLabel(/^Message/).fill('Is it still available?')
    await dialog.getByRole('button', { name: /Send enquiry|Book test drive|Request photos/ }).click()
    await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('aria-invalid', 'true')
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await dialog.getByRole('button', { name: /Send enquiry|Book test drive|Request photos/ }).click()
    await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const own = await leadsFor(request, OWN_TENANT, email)
    expect(own).toHaveLength(1)
    expect(own[0]!.type).toBe(kind)
    // finance §9 event ids: 15 used enquiry, 48 used test drive
    if (kind === 'enquiry') expect(own[0]!.event_id).toBe(15)
    if (kind === 'test_drive') expect(own[0]!.event_id).toBe(48)
    expect(await leadsFor(request, OTHER_TENANT, email)).toHaveLength(0)
  })
}

test('the stored lead shows in the admin list for that tenant’s staff', async ({ page, request }) => {
  const email = `e2e-admin-${Date.now()}@example.com`
  const res = await request.post(`${serverOrigin()}/api/enquiries`, {
    headers: { host: new URL(siteUrl(CAR.site)).host, 'content-type': 'application/json' },
    data: {
      kind: 'enquiry',
      car_id: CAR.slug,
      name: 'Admin Check',
      email,
      phone: '0412345678',
      message: 'Hello',
      opt_in: true,
    },
  })
  expect(res.status()).toBe(201)
  const staff = staffOf(OWN_TENANT)
  await openAdminLogin(page)
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await page.goto(`${serverOrigin()}/admin/collections/leads`)
  await expect(page.getByText('Admin Check').first()).toBeVisible({ timeout: 20_000 })
})

test('a forged car from another tenant and a malformed body get readable 4xx answers, never 500', async ({
  request,
}) => {
  const host = { host: new URL(siteUrl(CAR.site)).host }
  const forged = await request.post(`${serverOrigin()}/api/enquiries`, {
    headers: { ...host, 'content-type': 'application/json' },
    data: {
      kind: 'enquiry',
      car_id: WELL_KNOWN_CARS.wasPrice.slug,
      name: 'X',
      email: 'x@example.com',
      phone: '0412345678',
      message: 'Hi',
    },
  })
  expect(forged.status()).toBe(400)
  expect((await forged.json()).error.fields.car_id).toBeTruthy()
  const broken = await request.post(`${serverOrigin()}/api/enquiries`, {
    headers: { ...host, 'content-type': 'application/json' },
    data: '{"kind":',
  })
  expect(broken.status()).toBe(400)
  expect((await broken.json()).error.message).toBeTruthy()
})
