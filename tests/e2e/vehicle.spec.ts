import { expect, test, type Page } from '@playwright/test'

import { WELL_KNOWN_CARS, type WellKnownCarKey } from '../../scripts/seed/fixtures'

import { expectNoAxeViolations, siteUrl } from './helpers'

// Issue "Vehicle detail page": the page for an available, sold, reserved, caravan, electric,
// spin + video and three-image car; gallery keyboard use; JSON-LD; axe.
const carUrl = (key: WellKnownCarKey) => siteUrl(WELL_KNOWN_CARS[key].site, `/cars/${WELL_KNOWN_CARS[key].slug}`)

async function jsonLd(page: Page) {
  const raw = await page.locator('script[type="application/ld+json"]').first().textContent()
  return JSON.parse(raw ?? 'null')
}

test('an available car: title, price, key information toggle, features toggle, sidebar actions, JSON-LD', async ({ page }) => {
  const car = WELL_KNOWN_CARS.certified
  await page.goto(carUrl('certified'))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.make} ${car.model}`)
  await expect(page.getByTestId('certified-badge')).toBeVisible()
  await expect(page.getByTestId('sold-notice')).toHaveCount(0)
  for (const name of ['Enquire Now', 'Book a Test Drive', 'Request Photos']) {
    await expect(page.getByRole('button', { name, exact: true }).first()).toBeVisible()
  }
  // stock §9 "Key-information list: 4 shown first"
  const rows = page.getByTestId('key-information').locator('.spec-grid__row')
  const total = await rows.count()
  expect(total).toBeGreaterThan(4)
  await expect(rows.filter({ visible: true })).toHaveCount(4)
  await page.getByRole('button', { name: 'Show More' }).first().click()
  await expect(rows.filter({ visible: true })).toHaveCount(total)
  await page.getByRole('button', { name: 'Show Less' }).first().click()
  await expect(rows.filter({ visible: true })).toHaveCount(4)
  // stock §9 "feature list: 8 shown first", Show All / Hide
  const features = page.getByTestId('features').locator('li')
  if ((await features.count()) > 8) {
    await expect(features.filter({ visible: true })).toHaveCount(8)
    await page.getByRole('button', { name: 'Show All' }).click()
    await expect(features.filter({ visible: true })).toHaveCount(await features.count())
    await page.getByRole('button', { name: 'Hide' }).click()
  }
  // JSON-LD: schema.org Car with an Offer naming the shown price, AUD and InStock
  const ld = await jsonLd(page)
  expect(ld['@type']).toBe('Car')
  expect(ld.offers.priceCurrency).toBe('AUD')
  expect(ld.offers.availability).toBe('https://schema.org/InStock')
  const shown = Number((await page.locator('.vehicle-summary .price__now').innerText()).replace(/\D/g, ''))
  expect(ld.offers.price).toBe(shown)
  expect(ld.offers.seller['@type']).toBe('AutoDealer')
  expect(ld.offers.seller.address.addressCountry).toBe('AU')
  // canonical and Open Graph with the primary image
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', carUrl('certified'))
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/file\//)
})

test('a sold car shows SOLD, the two sentences, Find Me Something Similar and the request form', async ({ page }) => {
  await page.goto(carUrl('sold'))
  const notice = page.getByTestId('sold-notice')
  await expect(notice.getByRole('heading', { name: 'SOLD' })).toBeVisible()
  // stock §2 sold view sentences, with the vehicle type
  await expect(notice).toContainText('Unfortunately this car recently sold.')
  await expect(notice).toContainText("But don't worry, we can help you find a similar car!")
  await expect(notice.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible()
  // finance §4 "A car that is not for sale swaps the sidebar for the similar-car request form."
  await expect(page.getByRole('heading', { name: 'Find Me Something Similar', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enquire Now' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Book a Test Drive' })).toHaveCount(0)
  const ld = await jsonLd(page)
  expect(ld.offers.availability).toBe('https://schema.org/SoldOut')
})

test('a reserved car is still available to enquire about, without Reserve', async ({ page }) => {
  await page.goto(carUrl('reserved'))
  await expect(page.getByTestId('sold-notice')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Enquire Now' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Reserve/ })).toHaveCount(0)
  const ld = await jsonLd(page)
  expect(ld.offers.availability).toBe('https://schema.org/LimitedAvailability')
})

test('a caravan shows its specifications group', async ({ page }) => {
  await page.goto(carUrl('caravan'))
  const specs = page.getByTestId('caravan-specifications')
  await expect(page.getByRole('heading', { name: 'Caravan specifications' })).toBeVisible()
  await expect(specs).toContainText('Sleeps')
  // stock §5 "Spec rows with empty, null or 'null' values are omitted."
  for (const value of await specs.locator('dd').allInnerTexts()) expect(value.trim()).not.toMatch(/^(null)?$/i)
})

test('an electric car has no fuel calculator; a petrol car has one', async ({ page }) => {
  await page.goto(carUrl('electric'))
  await expect(page.getByRole('heading', { name: 'Key information' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Fuel calculator' })).toHaveCount(0)
  await page.goto(carUrl('certified'))
  await expect(page.getByRole('heading', { name: 'Fuel calculator' })).toBeVisible()
})

test('a car with spin and video: the spin loads, turns once, drags; the video is the second slide', async ({ page }) => {
  await page.goto(carUrl('spinVideo'))
  const spin = page.getByRole('slider', { name: /360° view/ })
  await expect(spin).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  // auto-rotation runs one full turn then stops (stock §4)
  await expect(spin).not.toHaveAttribute('data-spinning', /.*/, { timeout: 10_000 })
  const before = Number(await spin.getAttribute('aria-valuenow'))
  await spin.focus()
  await page.keyboard.press('ArrowRight')
  await expect(spin).toHaveAttribute('aria-valuenow', String((before % 24) + 1))
  const box = (await spin.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  // 100 px at sensitivity 20 = 5 frames (stock §9)
  await expect(spin).toHaveAttribute('aria-valuenow', String(((before + 1 + 5 - 1) % 24) + 1))

  await page.getByRole('button', { name: 'Photos' }).click()
  const slider = page.getByRole('region', { name: /photos$/ })
  await expect(slider).toBeVisible()
  await page.getByRole('button', { name: 'Next photo' }).click()
  await expect(slider.locator('video')).toHaveCount(1)
  await expect(slider.getByRole('group', { name: '2 of 11' }).locator('video')).toHaveCount(1)
  // leaving the gallery resets its index (stock §4)
  await page.getByRole('button', { name: '360° spin' }).click()
  await page.getByRole('button', { name: 'Photos' }).click()
  await expect(slider.locator('.gallery__counter')).toHaveText('1 / 11')
})

test('fullscreen gallery: arrow keys, Escape, and the sticky bar hides while it is open', async ({ page }) => {
  await page.goto(carUrl('certified'))
  await page.getByRole('button', { name: 'View fullscreen' }).click()
  const dialog = page.getByRole('dialog', { name: /fullscreen photos/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('.gallery-fullscreen__counter')).toHaveText(/^1 \//)
  await page.keyboard.press('ArrowRight')
  await expect(dialog.locator('.gallery-fullscreen__counter')).toHaveText(/^2 \//)
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.locator('.gallery-fullscreen__counter')).toHaveText(/^1 \//)
  expect(await page.evaluate(() => document.body.dataset.galleryFullscreen)).toBe('open')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  expect(await page.evaluate(() => document.body.dataset.galleryFullscreen)).toBeUndefined()
})

test('three images: no thumbnail strip; more than three: thumbnails', async ({ page }) => {
  await page.goto(carUrl('threeImages'))
  await expect(page.getByRole('region', { name: /photos$/ })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Photo thumbnails' })).toHaveCount(0)
  await page.goto(carUrl('certified'))
  await expect(page.getByRole('list', { name: 'Photo thumbnails' })).toBeVisible()
  await page.getByRole('button', { name: 'Show photo 3' }).click()
  await expect(page.locator('.gallery__counter')).toHaveText(/^3 \//)
})

test('sticky header after 500 px and sticky call-to-action bar after 900 px', async ({ page }) => {
  await page.goto(carUrl('certified'))
  const header = page.locator('.vehicle-sticky-header')
  const bar = page.locator('.vehicle-sticky-bar')
  await expect(header).not.toHaveAttribute('data-shown', /.*/)
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect(header).toHaveAttribute('data-shown', 'true')
  await expect(bar).not.toHaveAttribute('data-shown', /.*/)
  await page.evaluate(() => window.scrollTo(0, 1000))
  await expect(bar).toHaveAttribute('data-shown', 'true')
  await expect(bar.getByRole('button', { name: 'Enquire Now' })).toBeVisible()
})

test('dealer comments: markup is shown as text, long comments collapse at 400 characters, empty comments say so', async ({ page }) => {
  await page.goto(carUrl('markupComments'))
  const comments = page.getByTestId('dealer-comments')
  // stock §4/issue: "Comments are plain text, and markup in them is shown, never run."
  await expect(comments).toContainText('the <b>markup</b> here must appear exactly as typed')
  await expect(comments.locator('b')).toHaveCount(0)
  await page.goto(carUrl('longComments'))
  const text = page.getByTestId('dealer-comments').locator('.plain-text')
  expect((await text.innerText()).length).toBeLessThanOrEqual(401)
  await page.getByTestId('dealer-comments').getByRole('button', { name: 'Show More' }).click()
  expect((await text.innerText()).length).toBeGreaterThan(400)
  await page.goto(carUrl('noComments'))
  await expect(page.getByTestId('dealer-comments')).toContainText('Dealer comments are pending. Please check back here later.')
})

test('an unknown car and another site’s car are 404', async ({ page }) => {
  expect((await page.goto(siteUrl('harbourside-toyota', '/cars/no-such-car')))!.status()).toBe(404)
  // the Kia car exists, but on another tenant's site
  expect((await page.goto(siteUrl('harbourside-toyota', `/cars/${WELL_KNOWN_CARS.wasPrice.slug}`)))!.status()).toBe(404)
})

test('axe: no violations on the vehicle page, with each modal open', async ({ page }) => {
  await page.goto(carUrl('certified'))
  await expectNoAxeViolations(page)
  for (const name of ['Enquire Now', 'Book a Test Drive', 'Request Photos']) {
    await page.getByRole('button', { name, exact: true }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('textbox').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
  }
  await page.goto(carUrl('sold'))
  await expectNoAxeViolations(page)
})
