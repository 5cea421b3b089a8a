import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, siteUrl } from '../support/e2e/helpers'

// docs/features/content.md "Add a page" (page blocks) and "Group home", on the demo seed.

test.describe("\"Why\" lists (finance §2 \"'Why {dealer}?' and 'Why Buy From Us?' blocks; brand-specific 'Why choose' card lists … with used/new/demo display rules\")", () => {
  test('a dealer’s About Us: "Why {dealer}?" for all car types and the brand list for new cars', async ({ page }) => {
    await page.goto(siteUrl('harbourside-toyota', '/about-us'))
    const why = page.getByRole('region', { name: 'Why Harbourside Toyota?' })
    // Placed for all car types: the strict demo-only card is left out.
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Salaried sales consultants',
      'Inspected used cars',
      'Factory warranty',
    ])
    const brand = page.getByRole('region', { name: 'Why choose Toyota?' })
    // Placed for new cars: the used-only card is left out.
    await expect(brand.getByRole('heading', { level: 3 })).toHaveText(['Roadside assist', 'Capped price servicing'])
    await expectNoAxeViolations(page)
  })

  test('a group’s About Us says "Why Buy From Us?"', async ({ page }) => {
    await page.goto(siteUrl('southern-cross', '/about-us'))
    await expect(page.getByRole('region', { name: 'Why Buy From Us?' }).getByRole('listitem')).toHaveCount(3)
  })
})

test('a stock carousel shows the first cars of its saved search and links to all of them', async ({ page }) => {
  await page.goto(siteUrl('kirrawee-hyundai', '/about-us'))
  const block = page.locator('.stock-carousel')
  const carousel = block.getByRole('region', { name: 'Latest used cars' })
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
  const cars = carousel.locator('a[href^="/cars/"]')
  expect(await cars.count()).toBeGreaterThan(0)
  await expect(block.getByRole('link', { name: /^View all/ })).toHaveAttribute('href', '/search/used-cars')
  await expectNoAxeViolations(page)
  // Every car in it is a used car of this site.
  const href = await cars.first().getAttribute('href')
  await page.goto(siteUrl('kirrawee-hyundai', href!))
  await expect(page.locator('main')).toContainText(/used|pre-owned/i)
})

test.describe('the group home from content', () => {
  test('stats and profile from the site’s settings, brands in a grid per vehicle kind', async ({ page }) => {
    await page.goto(siteUrl('southern-cross'))
    await expect(page.getByRole('list', { name: 'Our group in numbers' }).getByRole('listitem')).toHaveText([
      '50+ locations',
      '40+ brands',
      '30+ years',
    ])
    await expect(page.getByRole('region', { name: 'About Southern Cross Motor Group' })).toContainText(
      'Every dealership is family-run',
    )
    const cars = page.getByRole('list', { name: 'Cars' })
    await expect(cars.getByRole('link')).toHaveText(['Hyundai', 'Kia', 'Mazda', 'Nissan', 'Subaru'])
    await expect(page.getByRole('list', { name: 'Motorcycles' })).toHaveCount(0) // no motorcycle dealership
    await expectNoAxeViolations(page)
  })
})
