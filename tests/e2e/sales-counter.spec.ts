import { expect, test } from '@playwright/test'

import { siteUrl } from '../support/e2e/helpers'

// finance §9 "Sales counter: 192 per day, one step per 450 seconds of the Brisbane day, counted from
// the day of the month"; the value is checked at given Brisbane times.
// finance §2 "Sales counter banner 'Sales this Month'": the words written here, not read from the code.
const SALES_COUNTER_TITLE = 'Sales this Month'

test.use({ reducedMotion: 'reduce' }) // the value jumps to the browser's time instead of counting over 2 s

test.describe('the Sales this Month counter reads the Brisbane clock of the browser', () => {
  for (const [iso, shown] of [
    ['2026-06-15T16:00:00+10:00', '2,816'], // 14 days × 192 + 57,600 s / 450
    ['2026-06-01T00:07:30+10:00', '1'],
    ['2026-05-31T14:00:00Z', '0'], // midnight on 1 June in Brisbane
  ] as const) {
    test(`${iso} shows ${shown}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(iso))
      await page.goto(siteUrl('harbourside-toyota', '/about-us'))
      const counter = page.getByRole('region', { name: SALES_COUNTER_TITLE })
      await expect(counter.getByRole('heading', { name: SALES_COUNTER_TITLE })).toBeVisible()
      await expect(counter.locator('.sales-counter__value')).toHaveText(shown)
    })
  }
})
