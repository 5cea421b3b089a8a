import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import {
  apiToken,
  expectNoAxeViolations,
  facetOptionParts,
  facetOptions,
  hydrated,
  serverOrigin,
  serverPort,
  siteUrl,
  staffOf,
} from '../support/e2e/helpers'

// docs/features/search.md "Search" and stock §2 "Search results": filters, ranges, sort, pagination, text with a
// typo, empty state, tags, prices and sold runs, on two templates (classic single dealer, group).
const CLASSIC = 'harbourside-toyota'
const GROUP = 'southern-cross'
const host = (site: string) => ({ host: `${site}.localhost:${serverPort()}` })
/** A facet tile's label and count: its last two lines ("Toyota", "12 cars"), after any word-mark. */
const tileParts = async (tile: Locator) => {
  const lines = (await tile.innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  return { label: lines.at(-2)!, countText: lines.at(-1)!, count: Number(lines.at(-1)!.replace(/\D/g, '')) }
}

async function api(request: APIRequestContext, site: string, query: string) {
  const res = await request.get(`${serverOrigin()}/api/search?${query}`, { headers: host(site) })
  expect(res.status()).toBe(200)
  return res.json()
}

const resultCount = async (page: Page) => Number((await page.locator('#results-count').innerText()).replace(/\D/g, ''))
const cardTitles = (page: Page) => page.locator('.car-grid .car-card__title').allInnerTexts()
/** The settled results (not marked busy), at least one: a loop over none would pass whatever the rule. */
async function settled<T>(page: Page, read: (page: Page) => Promise<T[]>, what: string): Promise<T[]> {
  await expect(page.locator('#results')).not.toHaveAttribute('aria-busy', 'true')
  const items = await read(page)
  expect(items.length, `${what}: the check needs at least one result`).toBeGreaterThan(0)
  return items
}
const dollarPrices = async (page: Page) =>
  (await page.locator('.car-grid .price--price .price__now, .car-grid .price--offer .price__now').allInnerTexts()).map(
    (t) => Number(t.replace(/\D/g, '')),
  )

for (const site of [CLASSIC, GROUP]) {
  test.describe(`${site}`, () => {
    test('a make filter narrows the results, matches the API and survives a reload', async ({ page, request }) => {
      await page.goto(siteUrl(site, '/search/new-used-and-demo-cars'))
      const all = await resultCount(page)
      const facet = facetOptions(page.getByRole('group', { name: 'Popular makes' })).first()
      const { label: make, count: expected } = await facetOptionParts(facet)
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
      await facet.click()
      // finance §2: the group whose breadcrumbs use /used-car/... stays on /used-car/ when filtering
      const base = site === GROUP ? 'used-car' : 'search'
      await expect(page).toHaveURL(new RegExp(`/${base}/${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}$`))
      // Filters update results without a full reload: the page's JS state survived
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
      await expect.poll(() => resultCount(page)).toBe(expected)
      expect(expected).toBeLessThanOrEqual(all)
      for (const title of await settled(page, cardTitles, make)) expect(title).toContain(make)
      // facet counts on the page are the engine's: the API answers the same for the same address
      const body = await api(request, site, `make=${encodeURIComponent(make)}`)
      expect(body.count).toBe(expected)
      await page.reload()
      expect(await resultCount(page)).toBe(expected)
    })

    test('price range, sort and pagination', async ({ page }) => {
      await page.goto(siteUrl(site, '/search/new-used-and-demo-cars?range[price]=10000:60000'))
      for (const p of await settled(page, dollarPrices, 'prices 10000:60000')) {
        expect(p).toBeGreaterThanOrEqual(10000)
        expect(p).toBeLessThanOrEqual(60000)
      }

      await page.getByLabel('Sort by').selectOption('price:asc')
      await expect(page).toHaveURL(/sortBy=price(:|%3A)asc/)
      await expect(page).toHaveURL(/range%5Bprice%5D=10000%3A60000|range\[price\]=10000:60000/)
      const prices = await dollarPrices(page)
      expect(prices.length).toBeGreaterThan(3)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))

      const firstPage = await cardTitles(page)
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
      await expect(page).toHaveURL(/page=2/)
      await expect.poll(() => cardTitles(page)).not.toEqual(firstPage)
      const secondPrices = await dollarPrices(page)
      expect(secondPrices[0]).toBeGreaterThanOrEqual(prices[prices.length - 1]!)
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' }).click()
      await expect(page).not.toHaveURL(/page=/)
    })

    test('the price slider writes range[price] into the address', async ({ page }) => {
      await page.goto(siteUrl(site, '/search/used-cars'))
      await page.getByLabel('Minimum price').fill('20000')
      await page.getByLabel('Maximum price').fill('40000')
      await page.getByRole('button', { name: 'Apply price' }).click()
      await expect(page).toHaveURL(/range%5Bprice%5D=20000%3A40000|range\[price\]=20000:40000/)
      for (const p of await settled(page, dollarPrices, 'prices 20000:40000')) {
        expect(p).toBeGreaterThanOrEqual(20000)
        expect(p).toBeLessThanOrEqual(40000)
      }
    })

    test('Apply price writes only the thumb that moved, so $0 and dearer cars stay', async ({ page }) => {
      await page.goto(siteUrl(site, '/search/used-cars'))
      const all = await resultCount(page)
      await page.getByRole('button', { name: 'Apply price' }).click()
      // the group's address moves to /used-car/…: let that navigation land before moving a thumb
      await expect(page).toHaveURL(new RegExp(`/${site === GROUP ? 'used-car' : 'search'}/used-cars$`))
      await expect(page.locator('#results')).not.toHaveAttribute('aria-busy', 'true')
      expect(await resultCount(page)).toBe(all)
      await page.getByLabel('Maximum price').fill('40000')
      await page.getByRole('button', { name: 'Apply price' }).click()
      await expect(page).toHaveURL(/range(%5B|\[)price(%5D|\])=(%3A|:)40000$/)
      for (const p of await settled(page, dollarPrices, 'prices up to 40000')) expect(p).toBeLessThanOrEqual(40000)
    })

    test('empty search shows the spec texts and Clear Filters brings results back', async ({ page }) => {
      await page.goto(siteUrl(site, '/search/used-cars?query=zzqxv'))
      await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible()
      await expect(
        page.getByText(
          'No results found for your search at this time. Please try adjusting the filters for more results.',
        ),
      ).toBeVisible()
      await page.getByRole('link', { name: 'Clear Filters' }).click()
      await expect.poll(() => resultCount(page)).toBeGreaterThan(0)
    })

    test('results page has no axe violations', async ({ page }) => {
      await page.goto(siteUrl(site, '/search/used-cars'))
      await expectNoAxeViolations(page)
    })

    test('only the first of each run of sold cars is shown', async ({ page, request }) => {
      // The seed puts sold cars in runs of consecutive arrivals (scripts/seed/car-timeline.ts): find a
      // results page, newest first, whose hits hold two sold cars in a row, so the test cannot pass vacuously.
      const perPage = 21
      let pageNo = 0
      for (let apiPage = 1; !pageNo && apiPage <= 50; apiPage++) {
        const body = await api(request, site, `sortBy=newest&hitsPerPage=${perPage}&page=${apiPage}`)
        const sold = body.hits.map((h: { status: string }) => h.status === 'sold')
        if (sold.some((s: boolean, i: number) => s && sold[i + 1])) pageNo = apiPage
        if (apiPage >= body.pages) break
      }
      expect(pageNo, `a page of ${site} newest first with a sold run`).toBeGreaterThan(0)
      await page.goto(
        siteUrl(site, `/search/new-used-and-demo-cars?sortBy=newest${pageNo > 1 ? `&page=${pageNo}` : ''}`),
      )
      const statuses = await page
        .locator('.car-grid article.car-card[data-status]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))
      // spec: stock §4 "only the first of each consecutive run of sold cars is shown, unless every car is sold"
      expect(statuses).toContain('sold')
      expect(statuses.some((s) => s !== 'sold')).toBe(true)
      for (let i = 1; i < statuses.length; i++)
        expect(statuses[i - 1] === 'sold' && statuses[i] === 'sold', `#${i}`).toBe(false)
    })
  })
}

test('the price slider works without JavaScript, bounding only the thumb that moved', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl(CLASSIC, '/search/used-cars'))
  await page.getByLabel('Maximum price').fill('40000')
  await page.getByRole('button', { name: 'Apply price' }).click()
  await expect(page).toHaveURL(/range(%5B|\[)price(%5D|\])(%5B|\[)max(%5D|\])=40000/)
  const expected = (await api(request, CLASSIC, 'car_type=used&range[price]=:40000')).count
  expect(await resultCount(page)).toBe(expected)
  for (const p of await settled(page, dollarPrices, 'prices up to 40000 without JavaScript'))
    expect(p).toBeLessThanOrEqual(40000)
  await context.close()
})

test('a thumb moved before the page hydrates still bounds the search when the price is applied', async ({ page }) => {
  // Hold the page's JavaScript back while the minimum thumb moves, as on a slow phone.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(siteUrl(CLASSIC, '/search/used-cars'), { waitUntil: 'commit' })
  await page.getByLabel('Minimum price').fill('20000')
  release()
  // Once hydrated, React shows the maximum thumb's value as it moves.
  const maxOutput = page.getByRole('group', { name: 'Price', exact: true }).locator('output').nth(1)
  await hydrated(page.getByLabel('Maximum price'))
  await page.getByLabel('Maximum price').fill('40000')
  await expect(maxOutput).toHaveText('$40,000')
  await page.getByRole('button', { name: 'Apply price' }).click()
  await expect(page).toHaveURL(/range(%5B|\[)price(%5D|\])=20000(%3A|:)40000$/)
})

test('while a filter loads, the old hits stay and the results are marked busy', async ({ page }) => {
  await page.goto(siteUrl(CLASSIC, '/search/used-cars'))
  await page.waitForLoadState('networkidle') // hydrated: a click before it is a full page load, not held here
  const before = await cardTitles(page)
  // hold the next page's server answer so the pending state can be seen
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\/search\//, async (route) => {
    if (route.request().headers()['rsc']) await held
    await route.continue()
  })
  const results = page.locator('#results')
  await page
    .locator('fieldset', { has: page.getByText('Popular makes', { exact: true }) })
    .locator('a')
    .first()
    .click()
  // spec: stock §4 "Search loading or error: the last good hits are kept."
  await expect(results).toHaveAttribute('aria-busy', 'true')
  expect(await cardTitles(page)).toEqual(before)
  release()
  await expect(results).not.toHaveAttribute('aria-busy', 'true')
  await expect(page).not.toHaveURL(/\/search\/used-cars$/)
})

test('text search tolerates typos', async ({ page }) => {
  await page.goto(siteUrl(CLASSIC, '/search/new-used-and-demo-cars?query=corola'))
  const titles = await cardTitles(page)
  expect(titles.length).toBeGreaterThan(0)
  for (const t of titles) expect(t).toContain('Corolla')
  await page.goto(siteUrl(GROUP, '/search/new-used-and-demo-cars'))
  await page.getByLabel('Search stock').fill('tuscon')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/query=tuscon/)
  for (const t of await settled(page, cardTitles, "the typo 'tuscon'")) expect(t).toContain('Tucson')
})

/** Opens the results page showing just this well-known car, found by its stock number. */
async function openCard(page: Page, request: APIRequestContext, key: keyof typeof WELL_KNOWN_CARS) {
  const car = WELL_KNOWN_CARS[key]
  const body = await api(request, car.site, `query=${encodeURIComponent(`${car.make} ${car.model}`)}&hitsPerPage=100`)
  const hit = body.hits.find((h: { slug: string }) => h.slug === car.slug)
  expect(hit, `${car.slug} is listed on ${car.site}`).toBeTruthy()
  await page.goto(siteUrl(car.site, `/search/new-used-and-demo-cars?query=${hit.stocknum}`))
  const card = page.locator('article.car-card', { has: page.locator(`a[href="/cars/${car.slug}"]`) })
  await expect(card).toHaveCount(1)
  return Object.assign(card, { hit })
}

test('cards show tags and prices by the spec rules', async ({ page, request }) => {
  const sold = await openCard(page, request, 'sold') // sold 1 day ago: still listed (3-day window)
  await expect(sold.locator('.car-tag')).toHaveText('SOLD')
  await expect(sold.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible()
  await expect(sold.getByRole('button', { name: /Save/ })).toHaveCount(0)

  await expect((await openCard(page, request, 'reserved')).locator('.car-tag')).toHaveText('Reserved')
  await expect((await openCard(page, request, 'electric')).locator('.car-tag')).toHaveText(/electric/i)
  await expect((await openCard(page, request, 'noImages')).locator('.car-tag')).toHaveText(/electric|coming soon/i)

  const was = await openCard(page, request, 'wasPrice')
  await expect(was.locator('.price__was s')).toHaveText(/^\$\d{1,3}(,\d{3})+$/)
  // stock §4 tag precedence: an electric or hybrid car shows that before its own 'Runout Sale' tag
  await expect(was.locator('.car-tag')).toHaveText(
    /hybrid|electric/i.test(was.hit.fuel ?? '') ? /Hybrid|Electric/ : 'Runout Sale',
  )

  const noPrice = await openCard(page, request, 'noPrice')
  await expect(noPrice.locator('.price__now')).toHaveText(/Enquire for price\.|PREORDER/)
  await expect(noPrice.locator('.car-tag')).toHaveText('COMING SOON')
})

test('a group site lists all its dealerships; a dealer site only its own', async ({ request }) => {
  const group = await api(request, GROUP, 'hitsPerPage=1')
  expect(group.facets.dealership_name.length).toBeGreaterThanOrEqual(5)
  const single = await api(request, CLASSIC, 'hitsPerPage=100')
  expect(single.facets.dealership_name.map((f: { value: string }) => f.value)).toEqual(['Harbourside Toyota'])
})

test('the search API cannot be made to return another site’s cars', async ({ request }) => {
  const forged = [
    'tenant=2&dealership=2&dealership_slug=sutherland-kia',
    'dealership_name=Sutherland%20Kia',
    'make=Kia&hitsPerPage=100',
    'scope[tenantId]=2&scope[dealershipIds][]=2',
  ]
  for (const q of forged) {
    const body = await api(request, CLASSIC, q)
    for (const hit of body.hits) expect(hit.dealership_slug).toBe('harbourside-toyota')
  }
  // another tenant's dealership page is not a search path on this site
  expect(
    (await request.get(`${serverOrigin()}/api/search?path=sutherland-kia`, { headers: host(CLASSIC) })).status(),
  ).toBe(404)
  expect((await request.get(`${serverOrigin()}/api/search`, { headers: { host: 'evil.example.com' } })).status()).toBe(
    404,
  )
  expect(
    (await request.get(`${serverOrigin()}/api/search?hitsPerPage=5000`, { headers: host(CLASSIC) })).status(),
  ).toBe(400)
})

test('the /used-car/… addresses of the breadcrumb flag serve the same search', async ({ request }) => {
  // finance §2 breadcrumbs flag: /used-car/… is another address of the same search, so it lists the
  // same cars in the same order as /search/…, on the first page and on the second.
  const carLinks = (html: string) => [...html.matchAll(/href="(\/cars\/[^"?#]+)"/g)].map((m) => m[1])
  for (const path of ['used-cars', 'used-cars?page=2']) {
    const res = await request.get(`${serverOrigin()}/used-car/${path}`, { headers: host(CLASSIC) })
    expect(res.status(), path).toBe(200)
    const html = await res.text()
    expect(html).toContain('Used cars for sale')
    const search = await (await request.get(`${serverOrigin()}/search/${path}`, { headers: host(CLASSIC) })).text()
    expect(carLinks(html).length, path).toBeGreaterThan(0)
    expect(carLinks(html), path).toEqual(carLinks(search))
  }
})

test('unknown search slugs are a 404, not an empty page', async ({ request }) => {
  for (const path of ['/search/no-such-make', '/search/toyota/no-such-model', '/search/sutherland-kia']) {
    expect((await request.get(`${serverOrigin()}${path}`, { headers: host(CLASSIC) })).status(), path).toBe(404)
  }
})

test('search views are recorded as analytics event 49, a repeated landing too', async ({ page, request }) => {
  const token = await apiToken(request, staffOf('harbourside-toyota'))
  const views = async (): Promise<number> => {
    const res = await request.get(
      `${serverOrigin()}/api/analytics-events?where[event_id][equals]=49&where[path][equals]=/search/demo-cars&limit=1`,
      {
        headers: { Authorization: `JWT ${token}` },
      },
    )
    return (await res.json()).totalDocs
  }
  const before = await views()
  await page.goto(siteUrl(CLASSIC, '/search/demo-cars'))
  // The browser sends the view once the page is interactive (EventBeacon): a reload before
  // that leaves the first page unsent, as a shopper who leaves that soon is no view.
  await expect.poll(views).toBeGreaterThanOrEqual(before + 1)
  // within 10 s the search itself is remembered; the view must still count
  await page.reload()
  await expect.poll(views).toBeGreaterThanOrEqual(before + 2)
})

test('body and make tiles lead to /search/{slug} with their counts', async ({ page }) => {
  await page.goto(siteUrl(CLASSIC, '/search/new-used-and-demo-cars'))
  // body tiles carry a drawing of the body type: a symbol of the body-icons sprite (docs/features/caching.md "Caching
  // and page weight")
  const use = page.getByRole('region', { name: 'Browse by body type' }).locator('svg use').first()
  const [sprite, symbol] = (await use.getAttribute('href'))!.split('#')
  const svg = await page.evaluate(async (path) => (await fetch(path)).text(), sprite!)
  expect(svg).toContain(`<symbol id="${symbol}"`)
  for (const group of ['Browse by body type', 'Browse by make']) {
    await page.goto(siteUrl(CLASSIC, '/search/new-used-and-demo-cars'))
    const tile = page.getByRole('region', { name: group }).getByRole('link').first()
    const { label, count } = await tileParts(tile)
    await tile.click()
    await expect(page).toHaveURL(new RegExp(`/search/${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}$`))
    await expect.poll(() => resultCount(page)).toBe(count)
  }
})

test('make tiles show the make logo from the make-logos collection, named by their label and count', async ({
  page,
}) => {
  await page.goto(siteUrl(CLASSIC, '/search/new-used-and-demo-cars'))
  const tiles = page.getByRole('region', { name: 'Browse by make' }).getByRole('link')
  await expect(tiles.first()).toBeVisible()
  // the demo seed gives every seeded make a badge, so every tile has a loaded logo and no word-mark
  for (const tile of await tiles.all()) {
    const logo = tile.locator('img')
    await logo.scrollIntoViewIfNeeded()
    await expect(logo).toHaveAttribute('src', /\/api\/make-logos\/file\/demo-make-[a-z0-9-]+\.svg$/)
    await expect(logo).toHaveAttribute('alt', '')
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(tile.locator('[aria-hidden="true"]')).toHaveCount(0) // no word-mark
    const { label, countText } = await tileParts(tile)
    await expect(tile).toHaveAccessibleName(new RegExp(`^${label}\\s*${countText}$`))
  }
})
