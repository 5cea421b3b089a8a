import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations, outboxCode, ownClientAddress, siteUrl } from '../support/e2e/helpers'

// Account pages keep the page margins every other page has (site.css .section: 1rem each side) and
// are never wider than the screen: My Garage, Compare, Favourites and Sign-in, on a phone (390 px)
// and a laptop (1366 px), with no axe violations.
test.use(ownClientAddress(73))
const SITE = 'harbourside-toyota'
const phone = `04${String(Date.now() + 7).slice(-8)}`

async function signIn(page: Page, request: APIRequestContext) {
  await page.goto(siteUrl(SITE, '/sign-in'))
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('Verification code').fill(await outboxCode(request, phone))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('First name').fill('Pat')
  await page.getByLabel('Last name').fill('Margin')
  await page.getByLabel('Email').fill('pat.margin@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).not.toHaveURL(/sign-in/)
}

async function expectMargins(page: Page, width: number) {
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toBeVisible()
  const box = (await h1.boundingBox())!
  expect(box.x, 'the heading keeps off the left edge').toBeGreaterThanOrEqual(12)
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(width)
  await expectNoAxeViolations(page)
}

for (const width of [390, 1366]) {
  test(`account pages have page margins at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 844 })
    await page.goto(siteUrl(SITE, '/sign-in'))
    await expectMargins(page, width)
    await page.goto(siteUrl(SITE, '/favourites'))
    await expectMargins(page, width)
    await page.goto(siteUrl(SITE, '/compare?cars=demo-spin-video-rav4,demo-three-images-corolla,demo-sold-hilux'))
    await expectMargins(page, width)
    if (width === 390) {
      await signIn(page, request)
      await page.goto(siteUrl(SITE, '/my-garage'))
      await expectMargins(page, width)
    }
  })
}
