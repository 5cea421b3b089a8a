import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

import {
  expectNoAxeViolations,
  hydrated,
  outboxCode,
  ownClientAddress,
  serverOrigin,
  siteUrl,
} from '../support/e2e/helpers'

// docs/features/accounts.md "Shopper accounts and gating": compare (four cars, the shareable URL, the copy toast,
// print), the watchlist on the result cards, favourites and their merge on sign-in, My Garage's
// enquiries, the partner garage alias and the Equifax finance gate. harbourside-toyota has garage
// on, garage_alias 'mymotorama' and a gated /equifax-finance in the seed; outback-rv is another
// tenant.
const SITE = 'harbourside-toyota'
const OTHER_TENANT_CAR = 'demo-caravan-jayco-journey' // outback-rv's (scripts/seed/fixtures.ts)
const CAR = 'demo-three-images-corolla'

test.use(ownClientAddress(61))

let phoneSeq = 0
const newPhone = () => `04${String(Date.now() + ++phoneSeq * 7919).slice(-8)}`

/** Signs a new shopper up on the sign-in page the browser is on. */
async function signUp(page: Page, request: APIRequestContext, phone: string) {
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByLabel('Verification code')).toBeVisible()
  await page.getByLabel('Verification code').fill(await outboxCode(request, phone))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('First name').fill('Robin')
  await page.getByLabel('Last name').fill('Compare')
  await page.getByLabel('Email').fill('robin@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** Clicks a client island's button once React has hydrated it (before then a click does nothing). */
async function clickHydrated(button: Locator) {
  await hydrated(button)
  await button.click()
}

test('compare four cars, share the URL, copy with the 3-second toast, remove one, print', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.clock.install() // the copy toast's 3 seconds are timed on it, below
  await page.goto(siteUrl(SITE, '/search'))
  const compareButtons = page.getByRole('button', { name: /^Compare / })
  expect(await compareButtons.count()).toBeGreaterThanOrEqual(4)
  for (let i = 0; i < 4; i++) {
    const button = compareButtons.nth(i)
    await clickHydrated(button)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  }
  await page.getByRole('link', { name: 'View comparison (4)' }).first().click()
  await expect(page).toHaveURL(/\/compare\?cars=[a-z0-9-]+(,[a-z0-9-]+){3}$/)
  const url = page.url()
  const slugs = new URL(url).searchParams.get('cars')!.split(',')
  await expect(page.getByRole('heading', { name: 'Compare cars', level: 1 })).toBeVisible()
  const columns = page.locator('thead th[scope="col"]')
  await expect(columns).toHaveCount(4)
  // Spec rows aligned: every body row has one cell per car; the rows that differ are marked.
  const bodyRows = page.locator('tbody tr')
  expect(await bodyRows.count()).toBeGreaterThan(3)
  for (const row of await bodyRows.all()) await expect(row.locator('td')).toHaveCount(4)
  // A row that differs says so to a screen reader: its header ends "(differs)".
  const differs = page.getByRole('rowheader', { name: /\(differs\)$/ })
  await expect(differs.first()).toBeVisible()
  await expect(page.locator('tbody tr').first().locator('th')).toContainText('Price')
  await expectNoAxeViolations(page)

  // "Show only the differences" hides the rows that agree (CSS only).
  const same = page.locator('tbody tr').filter({ hasNot: differs })
  if ((await same.count()) > 0) {
    await page.getByLabel('Show only the differences').check()
    await expect(same.first()).toBeHidden()
    await page.getByLabel('Show only the differences').uncheck()
  }

  // The copy toast (finance §5 "Copy-to-clipboard toast shows for 3 seconds ('Copied {car name} to your clipboard!')").
  const firstName = (await columns.first().getByRole('link').first().innerText()).trim()
  // The page's clock stands still from here (Playwright's page.clock): the toast's 3 seconds pass only
  // when the test moves the clock, so they are measured exactly, whatever the machine's load.
  await page.clock.pauseAt(new Date(Date.now() + 60_000))
  const toast = page.getByText(`Copied ${firstName} to your clipboard!`)
  await clickHydrated(page.getByRole('button', { name: `Copy link to ${firstName}` }))
  await expect(toast).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl(SITE, `/cars/${slugs[0]}`))
  await page.clock.runFor(2900)
  await expect(toast).toBeVisible()
  await page.clock.runFor(200)
  await expect(toast).toBeHidden()
  await page.clock.resume()
  await page.getByRole('button', { name: 'Copy comparison link' }).click()
  await expect(page.getByText('Copied this comparison to your clipboard!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

  // The shared URL, opened in a fresh browser (no local storage), shows the same four cars.
  const other = await browser.newContext()
  const shared = await other.newPage()
  await shared.goto(url)
  await expect(shared.locator('thead th[scope="col"]')).toHaveCount(4)
  for (const slug of slugs) await expect(shared.locator(`thead a[href="/cars/${slug}"]`).first()).toBeVisible()
  await other.close()

  // Another tenant's car in the URL is simply not shown.
  await page.goto(siteUrl(SITE, `/compare?cars=${slugs.slice(0, 2).join(',')},${OTHER_TENANT_CAR}`))
  await expect(columns).toHaveCount(2)
  await expect(page.locator(`a[href="/cars/${OTHER_TENANT_CAR}"]`)).toHaveCount(0)

  // Removing a car is a link to the URL without it.
  await page.goto(url)
  await page
    .getByRole('link', { name: new RegExp(`^Remove .* from the comparison$`) })
    .first()
    .click()
  await expect(page).toHaveURL(siteUrl(SITE, `/compare?cars=${slugs.slice(1).join(',')}`))
  await expect(columns).toHaveCount(3)

  // Print-friendly: the site header, footer and the page's buttons are not printed.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner', { includeHidden: true })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Copy comparison link', includeHidden: true })).toBeHidden()
  await expect(page.getByRole('region', { name: 'Comparison table' }).getByRole('table')).toBeVisible()
})

test('the watchlist on the result cards: anonymous goes to sign-in; saved and removed with the toasts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.goto(siteUrl(SITE, '/search'))
  const save = page.getByRole('button', { name: /^Save to Watchlist / }).first()
  // data-loaded: hydrated, and the page's one state read has answered (anonymous here).
  await expect(save).toHaveAttribute('data-loaded', 'true', { timeout: 15_000 })
  await save.click()
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fsearch&back=%2Fsearch$/, { timeout: 15_000 })
  await signUp(page, request, newPhone())
  await expect(page).toHaveURL(siteUrl(SITE, '/search'))
  const first = page
    .locator('article.car-card')
    .filter({ has: page.getByRole('button', { name: /^Save to Watchlist / }) })
    .first()
  const name = (await first.locator('h3').innerText()).trim()
  const href = (await first.locator('h3 a').getAttribute('href'))!
  // Pinned by its link: the button's own name changes once saved.
  const card = page.locator('article.car-card').filter({ has: page.locator(`h3 a[href="${href}"]`) })
  const button = card.getByRole('button', { name: /Watchlist/ })
  await expect(button).toHaveAttribute('data-loaded', 'true', { timeout: 15_000 })
  await button.click()
  await expect(page.getByText('Car Saved In Watchlist')).toBeVisible({ timeout: 10_000 })
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(`${name} is now available in your watchlist`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'View List' })).toHaveCount(1)
  await expectNoAxeViolations(page)
  // Saved state comes back after a reload (the one state read), and removing shows the other toast, alone.
  await page.reload()
  await expect(button).toHaveAttribute('data-loaded', 'true', { timeout: 15_000 })
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await button.click()
  await expect(page.getByText('Car Removed')).toBeVisible()
  await expect(page.getByText('Car Saved In Watchlist')).toHaveCount(0)
  await expect(button).toHaveAttribute('aria-pressed', 'false')
})

test('favourites: Fave on the vehicle page logs event 39, shows on /favourites, and merges into the watchlist on sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.goto(siteUrl(SITE, `/cars/${CAR}`))
  const fave = page.getByRole('button', { name: /Fave/ })
  const event = page.waitForRequest((r) => r.url().endsWith('/api/analytics/favourite') && r.method() === 'POST')
  await clickHydrated(fave)
  await expect(fave).toHaveAttribute('aria-pressed', 'true')
  expect((await event).postDataJSON()).toEqual({ car_slug: CAR })
  await page.getByRole('link', { name: /View favourites \(1\)/ }).click()
  await expect(page).toHaveURL(siteUrl(SITE, '/favourites'))
  const list = page.getByRole('list', { name: 'Favourites' })
  await expect(list.getByRole('link')).toHaveCount(1)
  await expect(list.getByRole('link').first()).toHaveAttribute('href', `/cars/${CAR}`)
  await expectNoAxeViolations(page)

  // Signing in offers the merge; accepting puts the favourite in the watchlist.
  await page.goto(siteUrl(SITE, '/my-garage'))
  await signUp(page, request, newPhone())
  await expect(page.getByRole('heading', { name: 'Add your favourites to your watchlist?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Add to my watchlist' }).click()
  await expect(page).toHaveURL(siteUrl(SITE, '/my-garage'))
  await expect(page.locator(`section[aria-labelledby="garage-watchlist"] a[href="/cars/${CAR}"]`)).toBeVisible()
})

test("My Garage lists the shopper's enquiries on this site; the partner garage and Equifax finance are gated", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const phone = newPhone()
  // An anonymous visit to the partner garage redirects (finance §6 "partner garage pages (always)").
  await page.goto(siteUrl(SITE, '/mymotorama'))
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmymotorama&back=%2F$/)
  await signUp(page, request, phone)
  await expect(page).toHaveURL(siteUrl(SITE, '/mymotorama'))
  await expect(page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible()
  await expect(page.getByText('You have not sent us any enquiries with this mobile number yet.')).toBeVisible()

  const sent = await request.post(`${serverOrigin()}/api/enquiries`, {
    headers: { host: new URL(siteUrl(SITE)).host, 'content-type': 'application/json' },
    data: {
      kind: 'enquiry',
      car_id: CAR,
      name: 'Robin',
      email: 'robin@example.com',
      phone,
      message: 'Is it still available?',
      opt_in: false,
    },
  })
  expect(sent.status()).toBe(201)
  await page.goto(siteUrl(SITE, '/my-garage'))
  const enquiries = page.locator('section[aria-labelledby="garage-enquiries"]')
  await expect(enquiries.getByRole('row')).toHaveCount(2) // header + the enquiry
  await expect(enquiries.getByRole('link', { name: /Corolla/ })).toHaveAttribute('href', `/cars/${CAR}`)
  await expect(page.locator('section[aria-labelledby="garage-finance"]')).toContainText('no finance applications')
  await expectNoAxeViolations(page)

  // Another site (another tenant) has no /mymotorama, and no /equifax-finance; here it is gated by its setting.
  const anon = await browser.newContext()
  const visitor = await anon.newPage()
  expect((await visitor.goto(siteUrl('outback-rv', '/mymotorama')))!.status()).toBe(404)
  expect((await visitor.goto(siteUrl('outback-rv', '/equifax-finance')))!.status()).toBe(404)
  await visitor.goto(siteUrl(SITE, '/equifax-finance'))
  await expect(visitor).toHaveURL(/\/sign-in\?type=car-finance&redirect=%2Fequifax-finance&back=%2F$/)
  await anon.close()
  // Signed in, the Equifax finance page answers.
  await page.goto(siteUrl(SITE, '/equifax-finance'))
  await expect(page.getByRole('heading', { name: 'Equifax Finance', level: 1 })).toBeVisible()
})
