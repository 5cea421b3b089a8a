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

// The caravan dealer speaks of caravans, as its results heading does (README "Search": caravans are
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
