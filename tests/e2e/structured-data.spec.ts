import { expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations, siteUrl } from '../support/e2e/helpers'

// Structured data on results pages (an ItemList of cars) and dealership pages.
const SITE = 'harbourside-toyota'
const GROUP = 'southern-cross'

type ListItem = { '@type': string; position: number; url?: string; name?: string; item?: Record<string, unknown> }
type ItemList = { '@type': string; numberOfItems: number; itemListElement: ListItem[] }

/** The page's JSON-LD blocks, parsed (a block that is not valid JSON fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text))
}

test('a results page describes the cars it lists, in order, as an ItemList', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/search/used-cars?page=2'))
  const lists = (await jsonLd(page)).filter((d) => d['@type'] === 'ItemList') as unknown as ItemList[]
  expect(lists).toHaveLength(1)
  const [list] = lists
  const shown = Number((await page.locator('#results-count').innerText()).replace(/\D/g, ''))
  expect(list!.numberOfItems).toBe(shown)
  const cardPaths = await page
    .locator('.car-grid .car-card__title a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  expect(cardPaths.length).toBeGreaterThan(0)
  expect(list!.itemListElement.map((i) => new URL(i.url!).pathname)).toEqual(cardPaths)
  // Page 2 of 21 a page starts at 22 (stock §9 "Hits per page default 21").
  expect(list!.itemListElement.map((i) => i.position)).toEqual(cardPaths.map((_, i) => 22 + i))
  expect(list!.itemListElement.every((i) => i['@type'] === 'ListItem' && i.name)).toBe(true)
  // Absolute URLs on the site's own origin.
  expect(new URL(list!.itemListElement[0]!.url!).origin).toMatch(/^https?:\/\//)
})

test('the dealer locator describes every location it lists as a local business', async ({ page }) => {
  await page.goto(siteUrl(GROUP, '/dealer-locator'))
  const [list] = (await jsonLd(page)).filter((d) => d['@type'] === 'ItemList') as unknown as ItemList[]
  const shown = Number((await page.getByRole('status').first().innerText()).match(/^(\d+) location/)![1])
  expect(list!.numberOfItems).toBe(shown)
  expect(list!.itemListElement).toHaveLength(shown)
  for (const { item } of list!.itemListElement) {
    expect(['AutoDealer', 'AutoRepair', 'AutoPartsStore']).toContain(item!['@type'])
    expect(item).toMatchObject({
      name: expect.any(String),
      url: expect.stringMatching(/^https?:\/\/[^/]+\/(contact-us|our-location|locations)\/[^/]+$/),
      address: expect.objectContaining({ '@type': 'PostalAddress', addressCountry: 'AU' }),
      parentOrganization: expect.objectContaining({ '@type': 'Organization' }),
    })
  }
  // Each item names the page that describes the location in full, with the same type.
  const first = list!.itemListElement[0]!.item!
  await page.goto(siteUrl(GROUP, new URL(first.url as string).pathname))
  const [own] = await jsonLd(page)
  expect(own).toMatchObject({ '@type': first['@type'], name: first.name, url: first.url })
  await expectNoAxeViolations(page)
})
