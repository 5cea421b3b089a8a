import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, ownClientAddress, serverOrigin, siteUrl } from '../support/e2e/helpers'

// Lookups from an address of its own (the per-address budget is production's).
test.use(ownClientAddress(62))

// spec: finance §4 "rego plus regoState lookup": the trade-in form fills make, model and year from
// the rego and state; manual entry stays the fallback. scripts/e2e.mjs selects the fake lookup
// (REGO_LOOKUP=fake), whose made-up plates include NSW ABC123, a 2019 Toyota Corolla.
const SITE = 'harbourside-toyota'

test('the trade-in form finds a vehicle by rego and state, and keeps manual entry otherwise', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/trade-in'))
  const make = page.getByRole('textbox', { name: 'Make', exact: true })
  const model = page.getByRole('textbox', { name: 'Model', exact: true })
  const year = page.getByRole('textbox', { name: 'Year', exact: true })

  await page.getByRole('button', { name: 'Find my vehicle' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Enter the rego' })).toBeVisible()

  await page.getByRole('textbox', { name: /Rego/ }).fill('abc 123')
  await page.getByRole('combobox', { name: /State/ }).selectOption('NSW')
  await page.getByRole('button', { name: 'Find my vehicle' }).click()
  await expect(make).toHaveValue('Toyota')
  await expect(model).toHaveValue('Corolla')
  await expect(year).toHaveValue('2019')
  await expect(page.getByRole('status').filter({ hasText: 'Found: 2019 Toyota Corolla' })).toBeVisible()
  await expectNoAxeViolations(page)

  // An unknown plate: the fields stay as typed, and the shopper is told to enter the details.
  await page.getByRole('textbox', { name: /Rego/ }).fill('NOPE99')
  await make.fill('Mazda')
  await page.getByRole('button', { name: 'Find my vehicle' }).click()
  await expect(page.getByRole('status').filter({ hasText: "We couldn't find that registration" })).toBeVisible()
  await expect(make).toHaveValue('Mazda')
})

test('POST /api/trade-in/rego answers the vehicle, 404 for an unknown plate, 400 for a bad state', async ({
  request,
}) => {
  const post = (data: unknown) =>
    request.post(`${serverOrigin()}/api/trade-in/rego`, { data, headers: { host: new URL(siteUrl(SITE)).host } })
  const found = await post({ rego: 'ABC123', state: 'NSW' })
  expect(found.status()).toBe(200)
  expect((await found.json()).vehicle).toMatchObject({ make: 'Toyota', model: 'Corolla', year: 2019 })
  expect((await post({ rego: 'ABC123', state: 'VIC' })).status()).toBe(404)
  expect((await post({ rego: 'ABC123', state: 'XX' })).status()).toBe(400)
})
