import { expect, test } from '@playwright/test'

import { DEMO_BANNER_ALT, DEMO_PROMO_CARD } from '../../scripts/seed/banners'
import { PROMO_CARD_TITLE } from '../../src/domain/promo/place-promo-card'
import { apiToken, expectNoAxeViolations, serverOrigin, siteUrl, staffOf } from '../support/e2e/helpers'

// docs/features/content.md "Add a banner or a promo card": header banner cards (image, alt, background, display for
// new/used/demo, strict display) on results pages; promo cards (image, alt, link, background,
// expiry) replacing the default 'We Want Your Car' card, expired cards never shown.

test('a header banner for used cars shows on used results and not on new ones; axe clean', async ({ page }) => {
  test.slow() // two results pages and axe on a shared 2-core machine
  await page.goto(siteUrl('harbourside-toyota', '/search/used-cars'))
  const banner = page.getByRole('img', { name: DEMO_BANNER_ALT })
  await expect(banner).toBeVisible()
  // next/image: an optimised, sized picture
  expect(await banner.getAttribute('src')).toContain('/_next/image')
  await expectNoAxeViolations(page)

  await page.goto(siteUrl('harbourside-toyota', '/search/new-cars'))
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.getByRole('img', { name: DEMO_BANNER_ALT })).toHaveCount(0)
})

test("a staff promo card replaces 'We Want Your Car'; a site without one keeps the default", async ({ page }) => {
  test.slow()
  await page.goto(siteUrl('southern-cross', '/search/used-cars'))
  const card = page.getByRole('complementary', { name: DEMO_PROMO_CARD.title })
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: DEMO_PROMO_CARD.link_label })).toHaveAttribute(
    'href',
    DEMO_PROMO_CARD.link,
  )
  await expect(page.getByRole('complementary', { name: PROMO_CARD_TITLE })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.goto(siteUrl('outback-rv', '/search/used-cars'))
  await expect(page.getByRole('complementary', { name: PROMO_CARD_TITLE })).toBeVisible()
})

test('a scheduled promo card appears at its start and is gone at its expiry', async ({ page, request }) => {
  const token = await apiToken(request, staffOf('harbourside-toyota'))
  const auth = { authorization: `JWT ${token}` }
  const me = await (await request.get(`${serverOrigin()}/api/users/me`, { headers: auth })).json()
  const tenant = me.user.tenants[0].tenant.id ?? me.user.tenants[0].tenant
  const title = `Flash sale ${Date.now()}`
  test.slow()
  // A window wider than a results page takes to load on a busy 2-core machine.
  const startsAt = Date.now() + 8000
  const expiresAt = startsAt + 20_000
  const res = await request.post(`${serverOrigin()}/api/promo-cards`, {
    headers: auth,
    data: {
      tenant,
      title,
      link: '/special-offers',
      link_label: 'See the sale',
      starts_at: new Date(startsAt).toISOString(),
      expires_at: new Date(expiresAt).toISOString(),
    },
  })
  expect(res.status()).toBe(201)
  const card = page.getByRole('complementary', { name: title })
  const shownAt = async () => {
    await page.goto(siteUrl('harbourside-toyota', '/search/used-cars'))
    return (await card.count()) > 0
  }
  expect(await shownAt()).toBe(false) // not yet started
  await expect.poll(shownAt, { timeout: 30_000, intervals: [500] }).toBe(true)
  expect(Date.now()).toBeGreaterThanOrEqual(startsAt)
  await expect.poll(shownAt, { timeout: 40_000, intervals: [500] }).toBe(false)
  expect(Date.now()).toBeGreaterThanOrEqual(expiresAt)
  const { doc } = await res.json()
  await request.delete(`${serverOrigin()}/api/promo-cards/${doc.id}`, { headers: auth })
})

test('the Stock dropdown lists live counts per car type', async ({ page }) => {
  await page.goto(siteUrl('harbourside-toyota', '/'))
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByText('Stock', { exact: true }).click()
  const used = nav.getByRole('link', { name: /^Used cars \([\d,]+\)$/ })
  await expect(used).toBeVisible()
  const count = /\(([\d,]+)\)/.exec((await used.textContent()) ?? '')
  expect(count).not.toBeNull()
  // A menu link is a plain link: the click loads the page, and the dropdown is closed on it.
  await used.click()
  await expect(page).toHaveURL(/\/search\/used-cars$/)
})
