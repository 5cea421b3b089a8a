import { expect, test } from '@playwright/test'

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
