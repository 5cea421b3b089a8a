import { expect, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { siteUrl } from '../support/e2e/helpers'

// What a dealer notices on the demo (docs/features/dealer-view.md).

test("a group site's result cards say whose car it is; a single dealer's do not", async ({ page }) => {
  await page.goto(siteUrl('southern-cross', '/search/used-cars'))
  const cards = page.locator('article.car-card')
  await expect(cards.first()).toBeVisible()
  const names = await page.locator('article.car-card .car-card__dealership').allInnerTexts()
  expect(names.length).toBe(await cards.count())
  for (const name of names) expect(name).toMatch(/Kia|Hyundai|Mazda|Subaru|Nissan/)
  await page.goto(siteUrl('harbourside-toyota', '/search/used-cars'))
  await expect(page.locator('article.car-card').first()).toBeVisible()
  await expect(page.locator('.car-card__dealership')).toHaveCount(0)
})

// The caravan dealer speaks of caravans, as its results heading does (docs/ARCHITECTURE.md "Search": caravans are
// not cars).
test("a caravan dealer's words: footer, tiles and the caravan's inspection button", async ({ page }) => {
  await page.goto(siteUrl('outback-rv', '/search/caravan'))
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: 'Caravans', exact: true })).toBeVisible()
  await expect(footer.getByRole('link', { name: /Demo Cars|New Cars/ })).toHaveCount(0)
  const tiles = page.getByRole('region', { name: 'Browse by make' })
  await expect(tiles.getByRole('link').first()).toContainText(/\d+ caravans?$/)
  await expect(page.getByRole('main')).not.toContainText(/\d+ cars\b/)

  await page.goto(siteUrl('outback-rv', `/cars/${WELL_KNOWN_CARS.caravan.slug}`))
  const book = page.getByRole('button', { name: 'Book an Inspection' })
  await expect(book).toBeVisible()
  await expect(page.getByRole('button', { name: 'Book a Test Drive' })).toHaveCount(0)
  await book.click()
  const dialog = page.getByRole('dialog', { name: 'Book an Inspection' })
  await expect(dialog.getByRole('button', { name: 'Book inspection' })).toBeVisible()
})

// finance §2 "The popup shows four step labels: Quick Estimate, Your Details, Instant pre-approval,
// Apply to lender"; "Submit button text: 'Get A Personalised Quote'": the step the shopper is at is
// marked, step 1's button moves on, and the final one submits.
test('finance steps: each is marked in turn, and only the final button says Get A Personalised Quote', async ({
  page,
}) => {
  // The code check is held until the test has seen step 3 marked, then answered (no fixed wait).
  const held = { verify: 0 }
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/rate-limit', (route) => route.fulfill({ status: 200, json: { ok: true } }))
  await page.route('**/api/verify-code', async (route) => {
    held.verify++
    await released
    await route.fulfill({ status: 400, json: { error: { code: 'invalid_code', message: 'no' } } })
  })
  await page.goto(siteUrl('harbourside-toyota', '/finance'))
  const current = page.getByRole('list', { name: 'Finance application steps' }).locator('[aria-current="step"]')
  await expect(current).toHaveText('Quick Estimate')
  await expect(page.getByRole('button', { name: 'Get A Personalised Quote' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Next: Your Details' }).click()
  await expect(current).toHaveText('Your Details')
  await page.getByLabel(/^First name/).fill('Alex')
  await page.getByLabel(/^Email/).fill('alex@example.com')
  await page.getByLabel(/^Mobile/).fill('0412345678')
  const postcode = page.getByPlaceholder('1234')
  if (await postcode.isVisible()) await postcode.fill('2000') // a site may ask it (finance §5)
  await page.getByRole('button', { name: 'Send Code' }).click()
  await page.getByLabel(/^Verification code/).fill('123456')
  await page.getByRole('button', { name: 'Get A Personalised Quote' }).click()
  await expect(current).toHaveText('Instant pre-approval')
  await expect(page.getByRole('status').filter({ hasText: 'pre-approval' })).toBeVisible()
  release()
  await expect(current).toHaveText('Your Details')
  expect(held.verify).toBe(1)
})

test("the finance page's featured-car pages are a styled row of page links, not a bullet list", async ({ page }) => {
  await page.goto(siteUrl('sutherland-kia', '/finance'))
  const pager = page.getByTestId('finance-promo-pager')
  await expect(pager).toBeVisible()
  const list = pager.locator('ul')
  expect(await list.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none')
  expect(await list.evaluate((el) => getComputedStyle(el).display)).toBe('flex')
})

// finance §4 "Multi-step lead form: steps advance until the last": the step that opens is shown from
// its top, so the trade-in's valuation at the top of step 2 is in view (on a phone most of all).
test('trade-in step 2 opens at its top, with the valuation in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(siteUrl('harbourside-toyota', '/trade-in'))
  await page.getByRole('textbox', { name: 'Make', exact: true }).fill('Toyota')
  await page.getByRole('textbox', { name: 'Model', exact: true }).fill('Corolla')
  await page.getByRole('textbox', { name: 'Year', exact: true }).fill(String(new Date().getFullYear() - 2))
  await page.getByRole('button', { name: '50,000 kms', exact: true }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  const estimate = page.getByTestId('trade-in-estimate')
  await expect(estimate).toBeVisible()
  await expect(estimate).toBeInViewport()
})

test('the phone gallery moves to the next photo on a swipe left, and back on a swipe right', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(siteUrl('harbourside-toyota', `/cars/${WELL_KNOWN_CARS.threeImages.slug}`))
  const slider = page.getByRole('region', { name: /photos$/ })
  await expect(slider).toBeVisible()
  const current = slider.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
  await expect(current).toHaveAttribute('aria-label', /^1 of /)
  const box = (await slider.boundingBox())!
  const swipe = async (from: number, to: number) => {
    await page.mouse.move(box.x + box.width * from, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * to, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
  }
  await swipe(0.8, 0.2)
  await expect(current).toHaveAttribute('aria-label', /^2 of /)
  await swipe(0.2, 0.8)
  await expect(current).toHaveAttribute('aria-label', /^1 of /)
})

test('a test drive without a car and a service booking ask which vehicle', async ({ page }) => {
  await page.goto(siteUrl('harbourside-toyota', '/book-test-drive/'))
  await expect(page.getByRole('textbox', { name: 'Which vehicle would you like to drive?' })).toBeVisible()
  await page.goto(siteUrl('harbourside-toyota', `/book-test-drive/?car_id=${WELL_KNOWN_CARS.threeImages.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Which vehicle would you like to drive?' })).toHaveCount(0)
  await page.goto(siteUrl('harbourside-toyota', '/service'))
  await expect(page.getByRole('textbox', { name: 'Your vehicle (make, model, year)' })).toBeVisible()
})
