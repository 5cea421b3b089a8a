import { expect, type Page, test } from '@playwright/test'

import { WELL_KNOWN_CARS, type WellKnownCarKey } from '../../scripts/seed/fixtures'
import {
  analyticsWritten,
  apiToken,
  expectNoAxeViolations,
  serverOrigin,
  siteGet,
  siteUrl,
  superAdmin,
} from '../support/e2e/helpers'

// stock §2 "Vehicle detail page" (docs/features/vehicle-page.md "The vehicle page"): the page for an available, sold,
// reserved, caravan, electric, spin + video and three-image car; gallery keyboard use; JSON-LD;
// axe.
const carUrl = (key: WellKnownCarKey) => siteUrl(WELL_KNOWN_CARS[key].site, `/cars/${WELL_KNOWN_CARS[key].slug}`)

async function jsonLd(page: Page) {
  const raw = await page.locator('script[type="application/ld+json"]').first().textContent()
  return JSON.parse(raw ?? 'null')
}

test('an available car: title, price, key information toggle, features toggle, sidebar actions, JSON-LD', async ({
  page,
}) => {
  const car = WELL_KNOWN_CARS.certified
  await page.goto(carUrl('certified'))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.make} ${car.model}`)
  await expect(page.getByTestId('certified-badge')).toBeVisible()
  await expect(page.getByTestId('sold-notice')).toHaveCount(0)
  for (const name of ['Enquire Now', 'Book a Test Drive', 'Request Photos']) {
    await expect(page.getByRole('button', { name, exact: true }).first()).toBeVisible()
  }
  // stock §9 "Key-information list: 4 shown first"
  const rows = page.getByTestId('key-information').locator('.spec-grid__row')
  const total = await rows.count()
  expect(total).toBeGreaterThan(4)
  await expect(rows.filter({ visible: true })).toHaveCount(4)
  await page.getByRole('button', { name: 'Show More' }).first().click()
  await expect(rows.filter({ visible: true })).toHaveCount(total)
  await page.getByRole('button', { name: 'Show Less' }).first().click()
  await expect(rows.filter({ visible: true })).toHaveCount(4)
  // stock §9 "feature list: 8 shown first", Show All / Hide
  // The seeded certified RAV4 GXL has 14 features (scripts/seed/equipment.ts): more than 8, or the toggle goes untested.
  const features = page.getByTestId('features').locator('li')
  const featureCount = await features.count()
  expect(featureCount, 'the fixture car needs more than 8 features').toBeGreaterThan(8)
  await expect(features.filter({ visible: true })).toHaveCount(8)
  await page.getByRole('button', { name: 'Show All' }).click()
  await expect(features.filter({ visible: true })).toHaveCount(featureCount)
  await page.getByRole('button', { name: 'Hide' }).click()
  await expect(features.filter({ visible: true })).toHaveCount(8)
  // JSON-LD: schema.org Car with an Offer naming the shown price, AUD and InStock
  const ld = await jsonLd(page)
  expect(ld['@type']).toBe('Car')
  expect(ld.offers.priceCurrency).toBe('AUD')
  expect(ld.offers.availability).toBe('https://schema.org/InStock')
  const shown = Number((await page.locator('.vehicle-summary .price__now').innerText()).replace(/\D/g, ''))
  expect(ld.offers.price).toBe(shown)
  expect(ld.offers.seller['@type']).toBe('AutoDealer')
  expect(ld.offers.seller.address.addressCountry).toBe('AU')
  // canonical and Open Graph with the primary image
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', carUrl('certified'))
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/file\//)
})

test('a sold car shows SOLD, the two sentences, Find Me Something Similar and the request form', async ({ page }) => {
  await page.goto(carUrl('sold'))
  const notice = page.getByTestId('sold-notice')
  await expect(notice.getByRole('heading', { name: 'SOLD' })).toBeVisible()
  // stock §2 sold view sentences, with the vehicle type
  await expect(notice).toContainText('Unfortunately this car recently sold.')
  await expect(notice).toContainText("But don't worry, we can help you find a similar car!")
  await expect(notice.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible()
  // finance §4 "A car that is not for sale swaps the sidebar for the similar-car request form."
  await expect(page.getByRole('heading', { name: 'Find Me Something Similar', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enquire Now' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Book a Test Drive' })).toHaveCount(0)
  const ld = await jsonLd(page)
  expect(ld.offers.availability).toBe('https://schema.org/SoldOut')
})

test('a reserved car is still available to enquire about, without Reserve', async ({ page }) => {
  await page.goto(carUrl('reserved'))
  await expect(page.getByTestId('sold-notice')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Enquire Now' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Reserve/ })).toHaveCount(0)
  const ld = await jsonLd(page)
  expect(ld.offers.availability).toBe('https://schema.org/LimitedAvailability')
})

test('a caravan shows its specifications group', async ({ page }) => {
  await page.goto(carUrl('caravan'))
  const specs = page.getByTestId('caravan-specifications')
  await expect(page.getByRole('heading', { name: 'Caravan specifications' })).toBeVisible()
  await expect(specs).toContainText('Sleeps')
  // stock §5 "Spec rows with empty, null or 'null' values are omitted."
  for (const value of await specs.locator('dd').allInnerTexts()) expect(value.trim()).not.toMatch(/^(null)?$/i)
})

test('an electric car has no fuel calculator; a petrol car has one', async ({ page }) => {
  await page.goto(carUrl('electric'))
  await expect(page.getByRole('heading', { name: 'Key information' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Fuel calculator' })).toHaveCount(0)
  await page.goto(carUrl('certified'))
  await expect(page.getByRole('heading', { name: 'Fuel calculator' })).toBeVisible()
})

test('a car with spin and video: the spin loads, turns once, drags; the video is the second slide', async ({
  page,
}) => {
  // Hold the last frame back so the spin is still loading when a key is pressed.
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  const isLastFrame = (url: URL) =>
    url.pathname === '/_next/image' && /spin-23\.jpg$/.test(url.searchParams.get('url') ?? '')
  await page.route(isLastFrame, async (route) => {
    await held
    await route.continue()
  })
  // Not 'load': the held frame may already be on the page's load event, which would then never come.
  await page.goto(carUrl('spinVideo'), { waitUntil: 'domcontentloaded' })
  const spin = page.getByRole('slider', { name: /360° view/ })
  // Record every frame the slider shows, from hydration on.
  await spin.evaluate((el) => {
    const seen: string[] = [el.getAttribute('aria-valuenow')!]
    ;(window as unknown as { spinFrames: string[] }).spinFrames = seen
    new MutationObserver(() => seen.push(el.getAttribute('aria-valuenow')!)).observe(el, {
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    })
  })
  await expect(spin.locator('img')).toHaveCount(24) // hydrated: every frame is loading
  await expect(spin).toHaveAttribute('aria-busy', 'true')
  // stock §4 "The spin loads fully, is then draggable": an arrow key while loading does nothing …
  await spin.focus()
  await page.keyboard.press('ArrowRight')
  await expect(spin).toHaveAttribute('aria-valuenow', '1')
  await expect(spin).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(spin).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  // … so the first turn still runs: "auto-rotation stops after the first full turn or on user interaction"
  await expect(spin).toHaveAttribute('data-spinning', 'true')
  await expect(spin).not.toHaveAttribute('data-spinning', /.*/, { timeout: 10_000 })
  const frames = await page.evaluate(() => (window as unknown as { spinFrames: string[] }).spinFrames)
  expect(new Set(frames).size).toBe(24) // it turned through every frame
  const before = Number(await spin.getAttribute('aria-valuenow'))
  // eslint-disable-next-line no-restricted-syntax -- a non-event (the spin stays stopped after its first turn); nothing marks it, so a short look
  await page.waitForTimeout(500)
  expect(Number(await spin.getAttribute('aria-valuenow'))).toBe(before) // and then stopped
  await page.unroute(isLastFrame)
  await spin.focus()
  await page.keyboard.press('ArrowRight')
  await expect(spin).toHaveAttribute('aria-valuenow', String((before % 24) + 1))
  const box = (await spin.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  // 100 px at sensitivity 20 = 5 frames (stock §9)
  await expect(spin).toHaveAttribute('aria-valuenow', String(((before + 1 + 5 - 1) % 24) + 1))
  // The hotspot buttons are not inside the slider (axe nested-interactive: a control in a slider is
  // hidden from assistive technology), and the turned, loaded viewer is axe clean.
  await expect(spin.getByRole('button')).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Photos', exact: true }).click()
  const slider = page.getByRole('region', { name: /photos$/ })
  await expect(slider).toBeVisible()
  await page.getByRole('button', { name: 'Next photo' }).click()
  await expect(slider.locator('video')).toHaveCount(1)
  await expect(slider.getByRole('group', { name: '2 of 11' }).locator('video')).toHaveCount(1)
  // leaving the gallery resets its index (stock §4)
  await page.getByRole('button', { name: '360° spin' }).click()
  await page.getByRole('button', { name: 'Photos', exact: true }).click()
  await expect(slider.locator('.gallery__counter')).toHaveText('1 / 11')

  // The interior view is one image: every interior hotspot shows, whatever angle it was placed at.
  await page.getByRole('button', { name: 'Interior' }).click()
  const interior = page.locator('.gallery__interior')
  await expect(interior.getByRole('button', { name: /^Feature: / })).toHaveCount(2)
  await interior.getByRole('button', { name: 'Feature: Heated and ventilated front seats' }).click()
  await expect(interior.getByText('Heated and ventilated front seats', { exact: true })).toBeVisible()
})

test('client islands load when needed: no spin code without a spin; fullscreen code on first open', async ({
  page,
}) => {
  const scripts: Promise<string>[] = []
  page.on('response', (r) => {
    if (r.url().includes('/_next/static/') && r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''))
  })
  const loaded = async (marker: string) => (await Promise.all(scripts)).some((code) => code.includes(marker))
  await page.goto(carUrl('certified'), { waitUntil: 'networkidle' })
  await expect(page.getByRole('region', { name: /photos$/ })).toBeVisible()
  expect(await loaded('spin__progress')).toBe(false) // SpinViewer
  expect(await loaded('gallery-fullscreen__stage')).toBe(false) // FullscreenGallery
  await page.getByRole('button', { name: 'View fullscreen' }).click()
  await expect(page.getByRole('dialog', { name: /fullscreen photos/ })).toBeVisible()
  expect(await loaded('gallery-fullscreen__stage')).toBe(true)

  await page.goto(carUrl('spinVideo'), { waitUntil: 'networkidle' })
  expect(await loaded('spin__progress')).toBe(true)
})

test('the first 2 photos are prioritised when the photos are the first view, also on a spinner-default site', async ({
  page,
}) => {
  // harbourside-toyota opens on the spin by default (stock §4); this car has none, so it opens on its photos.
  // next/image `priority` is a <link rel="preload" as="image"> in the head (Next 16).
  const preloaded = async (nth: number) => {
    const img = page
      .getByRole('region', { name: /photos$/ })
      .locator('.gallery__slide img')
      .nth(nth)
    const file = new URL((await img.getAttribute('src'))!, 'http://x').searchParams.get('url')!
    return page.evaluate(
      (f) =>
        [...document.querySelectorAll('link[rel="preload"][as="image"]')].some((l) =>
          (l.getAttribute('imagesrcset') ?? l.getAttribute('href') ?? '').includes(encodeURIComponent(f)),
        ),
      file,
    )
  }
  await page.goto(carUrl('certified'))
  // stock §9 "Gallery slider images 600x400, first 2 prioritised"
  expect([await preloaded(0), await preloaded(1), await preloaded(2)]).toEqual([true, true, false])
  // A car whose spin is shown first: no photo takes the priority.
  await page.goto(carUrl('spinVideo'))
  await page.getByRole('button', { name: 'Photos', exact: true }).click()
  expect(await preloaded(0)).toBe(false)
})

test('fullscreen gallery: arrow keys, Escape, and the sticky bar hides while it is open', async ({ page }) => {
  await page.goto(carUrl('certified'))
  await page.getByRole('button', { name: 'View fullscreen' }).click()
  const dialog = page.getByRole('dialog', { name: /fullscreen photos/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('.gallery-fullscreen__counter')).toHaveText(/^1 \//)
  await page.keyboard.press('ArrowRight')
  await expect(dialog.locator('.gallery-fullscreen__counter')).toHaveText(/^2 \//)
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.locator('.gallery-fullscreen__counter')).toHaveText(/^1 \//)
  expect(await page.evaluate(() => document.body.dataset.galleryFullscreen)).toBe('open')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  expect(await page.evaluate(() => document.body.dataset.galleryFullscreen)).toBeUndefined()

  // stock §4 "Opening or closing fullscreen hides or shows another page element": the sticky bar.
  const bar = page.locator('.vehicle-sticky-bar')
  await page.evaluate(() => window.scrollTo(0, 1000))
  await expect(bar).toHaveAttribute('data-shown', 'true')
  await expect(bar).toBeVisible()
  // Clicked from script so the page keeps its scroll position (a real click scrolls up to the button).
  await page.getByRole('button', { name: 'View fullscreen' }).evaluate((b: HTMLButtonElement) => b.click())
  await expect(dialog).toBeVisible()
  await expect(bar).toBeHidden()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(900)
  await expect(bar).toBeVisible()
  await expect(bar).toHaveAttribute('data-shown', 'true')
})

test('three images: no thumbnail strip; more than three: thumbnails', async ({ page }) => {
  await page.goto(carUrl('threeImages'))
  await expect(page.getByRole('region', { name: /photos$/ })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Photo thumbnails' })).toHaveCount(0)
  await page.goto(carUrl('certified'))
  await expect(page.getByRole('list', { name: 'Photo thumbnails' })).toBeVisible()
  await page.getByRole('button', { name: 'Show photo 3' }).click()
  await expect(page.locator('.gallery__counter')).toHaveText(/^3 \//)
})

test('sticky header after 500 px and sticky call-to-action bar after 900 px', async ({ page }) => {
  await page.goto(carUrl('certified'))
  const header = page.locator('.vehicle-sticky-header')
  const bar = page.locator('.vehicle-sticky-bar')
  const scroll = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y)
  await expect(header).not.toHaveAttribute('data-shown', /.*/)
  // stock §2 "Sticky header after 500 px scroll; sticky bar after 900 px": each checked within 10% on
  // both sides, going down (it appears) and back up (it goes), so a threshold off by more fails.
  await scroll(550)
  await expect(header).toHaveAttribute('data-shown', 'true')
  await scroll(450)
  await expect(header).not.toHaveAttribute('data-shown', /.*/)
  await scroll(990)
  await expect(bar).toHaveAttribute('data-shown', 'true')
  await scroll(810)
  await expect(bar).not.toHaveAttribute('data-shown', /.*/)
  await expect(header).toHaveAttribute('data-shown', 'true')
  await scroll(1000)
  await expect(bar).toHaveAttribute('data-shown', 'true')
  await expect(bar.getByRole('button', { name: 'Enquire Now' })).toBeVisible()

  // Enquire Now from the bar, then scroll back above 900 px: the open form must stay usable.
  await bar.getByRole('button', { name: 'Enquire Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Enquire Now' }).or(page.locator('dialog[open]')).first()
  await expect(dialog).toBeVisible()
  // Two animation frames after the scroll: its scroll event and the page's handlers have run by then.
  await page.evaluate(() => {
    window.scrollTo(0, 0)
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  expect(await dialog.evaluate((d) => d.closest('[inert], [aria-hidden="true"]') === null)).toBe(true)
  await expect(bar).toHaveAttribute('data-shown', 'true')
  const name = dialog.getByLabel('First name')
  await name.fill('Casey')
  await expect(name).toHaveValue('Casey')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  // closed above 900 px: the bar hides again
  await expect(bar).not.toHaveAttribute('data-shown', /.*/)
})

test("similar cars: six placeholders, then up to 6 cars loaded once scrolled near (stock §4 'placeholders (six) while loading')", async ({
  page,
}) => {
  let asked = false
  page.on('request', (r) => {
    if (/\/api\/vehicles\/[^/]+\/similar/.test(r.url())) asked = true
  })
  await page.goto(carUrl('certified'))
  const grid = page.getByTestId('similar-cars')
  await expect(grid.locator('.car-card--placeholder')).toHaveCount(6)
  // eslint-disable-next-line no-restricted-syntax -- a non-event (no similar-cars request while far from view); nothing marks it, so a short look
  await page.waitForTimeout(500)
  expect(asked).toBe(false) // stock §9 "widget loads within 500 px of view"
  await grid.scrollIntoViewIfNeeded()
  await expect(grid.locator('.car-card--placeholder')).toHaveCount(0)
  const cards = grid.locator(':scope > li')
  const count = await cards.count()
  expect(count).toBeGreaterThanOrEqual(1)
  expect(count).toBeLessThanOrEqual(6) // stock §9 "6 shown"
  for (let i = 0; i < count; i++) await expect(cards.nth(i).locator('a[href^="/cars/"]').first()).toBeVisible()
  expect(asked).toBe(true)
})

test("finance estimate 'Only $X /wk*' links to the calculator (finance §2)", async ({ page }) => {
  // Not the certified RAV4: it is 12 years old, and Harbourside's lender (Angle) shows no estimate from
  // 12 years (finance §5 display rules; tests/e2e/finance-calculator.spec.ts).
  await page.goto(carUrl('threeImages'))
  const line = page.getByRole('link', { name: /^Only \$[\d,]+ \/wk\*$/ })
  await expect(line).toHaveAttribute('href', '#finance-calculator')
  await expect(page.locator('#finance-calculator')).toHaveCount(1)
})

test("'Located at {city}' with Get Directions when the car's city differs from the primary dealership's (stock §2); Condition uses the site's Pre-Owned label", async ({
  page,
}) => {
  await page.goto(carUrl('otherCity'))
  const located = page.getByTestId('located-at')
  await expect(located).toContainText('Located at Wollongong')
  await expect(located.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/.*Wollongong/,
  )
  // stock §9 "'used' is relabelled Pre-Owned for some tenants" (southern-cross)
  await expect(
    page.getByTestId('key-information').locator('.spec-grid__row', { hasText: 'Condition' }).locator('dd'),
  ).toHaveText('Pre-Owned')
  await page.goto(carUrl('certified'))
  await expect(
    page.getByTestId('key-information').locator('.spec-grid__row', { hasText: 'Condition' }).locator('dd'),
  ).toHaveText('Used')
})

test("rego: 'Expires on dd/MM/yyyy' for a car with a rego expiry (stock §5 \"Rego expiry text: 'Expires on {date}'\")", async ({
  page,
}) => {
  await page.goto(carUrl('certified'))
  const text = (await page.getByTestId('rego-expiry').innerText()).trim()
  const m = /Expires on (\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  expect(m, text).not.toBeNull()
  // the fixture's expiry is about 200 days ahead (scripts/seed/car-builder.ts REGO_DAYS.current)
  const days = (Date.UTC(Number(m![3]), Number(m![2]) - 1, Number(m![1])) - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(195)
  expect(days).toBeLessThan(202)
})

test('opening the printable page records analytics event 61 (stock §9 "61 print")', async ({ page }) => {
  // docs/features/caching.md "Caching and page weight": no shopper page writes anything while it renders. Page-view
  // events (4, 49, 61 and the rest) are sent from the browser with navigator.sendBeacon to the
  // events endpoint.
  const car = WELL_KNOWN_CARS.threeImages // a car no other read-only spec prints, so the count is this test's
  const url = siteUrl(car.site, `/print?car_id=${car.slug}`)
  const token = await apiToken(page.request, superAdmin)
  const count = async () => {
    const res = await page.request.get(
      `${serverOrigin()}/api/analytics-events?limit=0&where[event_id][equals]=61&where[path][equals]=/cars/${car.slug}`,
      {
        headers: { Authorization: `JWT ${token}` },
      },
    )
    expect(res.status()).toBe(200)
    return (await res.json()).totalDocs as number
  }
  const before = await count()
  // The HTML alone (a crawler, a shared cache) records no print.
  expect((await siteGet(page.request, url)).status()).toBe(200)
  await analyticsWritten(page.request) // every event the server queued so far is written
  expect(await count()).toBe(before)
  // Opened in a browser, the sheet's beacon sends it, once per open.
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/analytics/print') && r.method() === 'POST')
  await page.goto(url)
  await expect(page.getByTestId('print-sheet')).toBeVisible()
  expect(JSON.parse((await beacon).postData() ?? '')).toEqual({ car_slug: car.slug })
  await expect.poll(count).toBe(before + 1)
  await analyticsWritten(page.request) // a second event, if the page sent one, is written by now
  expect(await count()).toBe(before + 1)
})

test('dealer comments: markup is shown as text, long comments collapse at 400 characters, empty comments say so', async ({
  page,
}) => {
  await page.goto(carUrl('markupComments'))
  const comments = page.getByTestId('dealer-comments')
  // Dealer comments (stock §4) are plain text: markup in them is shown, never run.
  await expect(comments).toContainText('the <b>markup</b> here must appear exactly as typed')
  await expect(comments.locator('b')).toHaveCount(0)
  await page.goto(carUrl('longComments'))
  const text = page.getByTestId('dealer-comments').locator('.plain-text')
  expect((await text.innerText()).length).toBeLessThanOrEqual(401)
  await page.getByTestId('dealer-comments').getByRole('button', { name: 'Show More' }).click()
  expect((await text.innerText()).length).toBeGreaterThan(400)
  await page.goto(carUrl('noComments'))
  await expect(page.getByTestId('dealer-comments')).toContainText(
    'Dealer comments are pending. Please check back here later.',
  )
})

test('an unknown car and another site’s car are 404', async ({ page }) => {
  expect((await page.goto(siteUrl('harbourside-toyota', '/cars/no-such-car')))!.status()).toBe(404)
  // the Kia car exists, but on another tenant's site
  expect((await page.goto(siteUrl('harbourside-toyota', `/cars/${WELL_KNOWN_CARS.wasPrice.slug}`)))!.status()).toBe(404)
})

test('axe: no violations on the vehicle page, with each modal open', async ({ page }) => {
  await page.goto(carUrl('certified'))
  await expectNoAxeViolations(page)
  for (const name of ['Enquire Now', 'Book a Test Drive', 'Request Photos']) {
    await page.getByRole('button', { name, exact: true }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('textbox').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
  }
  await page.goto(carUrl('sold'))
  await expectNoAxeViolations(page)
})
