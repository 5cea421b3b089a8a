import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, siteGet, siteUrl } from '../support/e2e/helpers'

// spec: stock §2 Routes, "Other links": "… /brands, /about-us, /4x4-outdoor, /finance-and-insurance,
// /finance, /trade-in, /contact, /book-test-drive/, /{brand-slug}/overview, /neotek, /twg-cars,
// /twg-rental, /twg-tyres". The group site turns them on: the brand pages by its flag, the rest as
// its own content pages.
const GROUP = 'southern-cross'

test('the group site answers every other link with its page', async ({ page }) => {
  const pages: [string, string][] = [
    ['/brands', 'Our Brands'],
    ['/kia/overview', 'Kia'],
    ['/finance-and-insurance', 'Finance and Insurance'],
    ['/neotek', 'Neotek Paint Protection'],
    ['/twg-cars', 'TWG Cars'],
    ['/twg-rental', 'TWG Rental'],
    ['/twg-tyres', 'TWG Tyres'],
  ]
  for (const [path, heading] of pages) {
    const res = await page.goto(siteUrl(GROUP, path))
    expect(res?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading)
  }
})

test('/brands lists each brand of the group and leads to its overview and stock', async ({ page }) => {
  await page.goto(siteUrl(GROUP, '/brands'))
  for (const make of ['Hyundai', 'Kia', 'Mazda', 'Nissan', 'Subaru'])
    await expect(page.getByRole('link', { name: make, exact: true })).toHaveAttribute(
      'href',
      `/${make.toLowerCase()}/overview`,
    )
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Mazda', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mazda' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Wollongong Mazda' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expect(page.getByRole('link', { name: 'View Mazda stock' })).toHaveAttribute('href', /\/search\/mazda$/)
})

test('a brand the site does not sell, and a site without the pages, answer 404', async ({ request }) => {
  expect((await siteGet(request, siteUrl(GROUP, '/toyota/overview'))).status()).toBe(404)
  expect((await siteGet(request, siteUrl('harbourside-toyota', '/brands'))).status()).toBe(404)
  expect((await siteGet(request, siteUrl('harbourside-toyota', '/toyota/overview'))).status()).toBe(404)
})
