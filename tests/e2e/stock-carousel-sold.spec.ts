import { expect, test } from '@playwright/test'

import { siteUrl } from '../support/e2e/helpers'

// spec: stock §4 "Sold cars in lists: only the first of each consecutive run of sold cars is shown,
// unless every car is sold, in which case all show." The results page does it (search.spec.ts); a
// content page's stock carousel is a list too. The group site's /about-us carousel ('Latest used
// cars', /search/used-cars) held two SOLD cars side by side.
test('a content page stock carousel shows only the first of each run of sold cars', async ({ page }) => {
  await page.goto(siteUrl('southern-cross', '/about-us'))
  const carousel = page.locator('.stock-carousel')
  await expect(carousel.getByRole('heading', { name: 'Latest used cars' })).toBeVisible()
  const statuses = await carousel
    .locator('article.car-card[data-status]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))
  expect(statuses).toContain('sold')
  expect(statuses.some((s) => s !== 'sold')).toBe(true)
  for (let i = 1; i < statuses.length; i++)
    expect(statuses[i - 1] === 'sold' && statuses[i] === 'sold', `cards ${i} and ${i + 1}`).toBe(false)
})
