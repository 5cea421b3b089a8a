import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { WELL_KNOWN_CARS, type WellKnownCarKey } from '../../scripts/seed/fixtures'

import { siteUrl } from './helpers'

// Issue "Vehicle detail page": gauge shown and hidden, phone reveal masked and unmasked, share,
// the PDF download, and the delivery and fuel calculators with their messages.
const carUrl = (key: WellKnownCarKey) => siteUrl(WELL_KNOWN_CARS[key].site, `/cars/${WELL_KNOWN_CARS[key].slug}`)

test('price gauge: shown with its label and band for complete market data', async ({ page }) => {
  await page.goto(carUrl('certified'))
  const gauge = page.getByTestId('price-gauge')
  await gauge.scrollIntoViewIfNeeded()
  await expect(gauge).toBeVisible()
  // stock §4 "The label is 'Good Deal' when fill is under 0.65, otherwise 'Great Deal'"; the fixture's fill ≥ 0.65
  await expect(gauge).toContainText('Great Deal')
  await expect(gauge.getByRole('meter')).toHaveAttribute('data-band', 'high')
  const res = await page.request.get(carUrl('certified') + '/autogauge')
  const body = await res.json()
  for (const key of ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence', 'description']) expect(body).toHaveProperty(key)
})

test('price gauge: hidden when confidence is 0.2 or less, and when there is no market data', async ({ page }) => {
  for (const key of ['threeImages', 'markupComments'] as const) {
    await page.goto(carUrl(key))
    const answered = page.waitForResponse((r) => r.url().endsWith('/autogauge'))
    await page.getByRole('heading', { name: 'Dealer comments' }).scrollIntoViewIfNeeded()
    await answered
    // stock §5: shown only when all fields are present and confidence is above 0.2
    await expect(page.getByTestId('price-gauge')).toHaveCount(0)
  }
})

test('phone reveal: masked after 5 characters until clicked, and the click is logged', async ({ page }) => {
  await page.goto(carUrl('certified'))
  const reveal = page.getByRole('button', { name: /^Show phone number/ })
  const masked = (await reveal.innerText()).trim()
  // stock §9 "Phone masked after 5 characters."
  expect(masked.slice(5)).toMatch(/^[X ]+$/)
  const logged = page.waitForResponse((r) => r.url().endsWith('/api/phone-reveal') && r.request().method() === 'POST')
  await reveal.click()
  expect((await logged).status()).toBe(201)
  const link = page.locator('.vehicle-actions__phone a[href^="tel:"]')
  await expect(link).toBeVisible()
  expect((await link.innerText()).slice(0, 5)).toBe(masked.slice(0, 5))
  expect(await link.innerText()).not.toContain('X')
})

test('phone reveal: unmasked from the start on a site with masking off', async ({ page }) => {
  await page.goto(carUrl('markupComments'))
  await expect(page.getByRole('button', { name: /^Show phone number/ })).toHaveCount(0)
  await expect(page.locator('.vehicle-actions__phone a[href^="tel:"]')).toBeVisible()
})

test("share copies the page address without a trailing slash and shows 'Copied' for 1.5 s", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(carUrl('certified'))
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByText('Copied', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(carUrl('certified'))
  // stock §9 "Copy notice 1.5 s on the vehicle page."
  await expect(page.getByText('Copied', { exact: true })).toHaveCount(0, { timeout: 2500 })
})

test("print: 'Preparing...' then a PDF named after the slug; the printable page opens", async ({ page }) => {
  const slug = WELL_KNOWN_CARS.certified.slug
  await page.goto(carUrl('certified'))
  const button = page.getByRole('button', { name: 'Download PDF' })
  const download = page.waitForEvent('download')
  await button.click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${slug}.pdf`)
  const saved = await file.path()
  expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-')
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/print?car_id=${slug}`)
  await page.goto(siteUrl(WELL_KNOWN_CARS.certified.site, `/print?car_id=${slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(WELL_KNOWN_CARS.certified.model)
})

test('delivery calculator: empty, unknown and known postcodes', async ({ page }) => {
  await page.goto(carUrl('certified'))
  const postcode = page.getByLabel('Postcode', { exact: true })
  const calculate = page.getByRole('button', { name: 'Calculate' })
  await calculate.click()
  // stock §5 delivery messages, verbatim
  await expect(page.getByText('Please enter a postcode.')).toBeVisible()
  await postcode.fill('6000')
  await calculate.click()
  await expect(page.getByText("Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.")).toBeVisible()
  await postcode.fill('4000')
  await calculate.click()
  await expect(page.getByText(/Delivery to .+: \$[\d,]+/)).toBeVisible()
})

test('fuel calculator: defaults 1.70 and 250, free text with $ , and kms stripped, and an error for nonsense', async ({ page }) => {
  await page.goto(carUrl('certified'))
  const price = page.getByLabel('Fuel price ($/L)')
  const distance = page.getByLabel('Weekly distance (kms)')
  await expect(price).toHaveValue('1.70')
  await expect(distance).toHaveValue('250')
  const economyRow = page.getByTestId('key-information').locator('.spec-grid__row', { hasText: 'Fuel economy' })
  const economy = (await economyRow.count()) ? Number((await economyRow.locator('dd').textContent())!.replace(/[^\d.]/g, '')) : 10
  await price.fill('$2.00')
  await distance.fill('1,000 kms')
  // stock §5 "Cost = distance / 100 x economy x price, 2 decimals"
  const expected = ((1000 / 100) * economy * 2).toFixed(2)
  await expect(page.getByText(`Estimated weekly fuel cost: $${Number(expected).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`)).toBeVisible()
  await distance.fill('lots')
  await expect(page.getByText('Enter a number, e.g. 1.70')).toBeVisible()
})
