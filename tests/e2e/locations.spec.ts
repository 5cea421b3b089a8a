import { expect, test, type APIRequestContext } from '@playwright/test'

import { apiToken, expectNoAxeViolations, ORIGIN, ownClientAddress, PORT, siteUrl, staffOf } from './helpers'

// Leads and phone codes from an address of its own (helpers.ts ownClientAddress).
test.use(ownClientAddress(54))

// Issue 15 acceptance: locator search and tabs, nearest by postcode for three known postcodes, a
// location page's hours table and holiday dialog, and a service booking that arrives as a lead.
const GROUP = 'southern-cross'

test('dealer locator: a card per dealership, tabs per location type, search by locationQuery', async ({ page }) => {
  await page.goto(siteUrl(GROUP, '/dealer-locator'))
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer Locator' })).toBeVisible()
  const cards = page.getByTestId('locator-card')
  await expect(cards).toHaveCount(5)
  const mazda = cards.filter({ has: page.getByRole('heading', { name: 'Wollongong Mazda' }) })
  // stock §9 "Location sort order: sales, used, service, parts"
  await expect(mazda.getByRole('radio')).toHaveCount(3)
  await expect(mazda.locator('label')).toHaveText(['Sales', 'Service', 'Parts'])
  await expect(mazda.getByRole('radio', { name: 'Sales' })).toBeChecked()
  await expect(mazda.getByRole('region', { name: /^Sales: Wollongong Mazda Sales/ })).toBeVisible()
  await expect(mazda.getByRole('region', { name: /^Service:/ })).toBeHidden()
  // stock §2: address, opening hours, phone, Visit Website, DL#, MVR#, map or image
  const sales = mazda.getByRole('region', { name: /^Sales:/ })
  await expect(sales.locator('address')).toContainText('110 Flinders Street')
  await expect(sales.getByRole('table')).toContainText('Monday')
  await expect(sales.getByRole('link', { name: /^02 5550 / })).toBeVisible()
  await expect(sales.getByRole('link', { name: /Visit Website/ })).toHaveAttribute(
    'href',
    'https://www.wollongong-mazda.com.au',
  )
  await expect(sales).toContainText('DL#')
  await expect(sales).toContainText('MVR#')
  await expect(sales.getByRole('link', { name: /View map/ })).toBeVisible()

  await mazda.locator('label', { hasText: 'Service' }).click()
  await expect(mazda.getByRole('radio', { name: 'Service' })).toBeChecked()
  await expect(mazda.getByRole('region', { name: /^Service: Wollongong Mazda Service/ })).toBeVisible()
  await expect(mazda.getByRole('region', { name: /^Sales:/ })).toBeHidden()
  await expectNoAxeViolations(page)

  // The search box sets locationQuery; the tabs start again at the first one.
  await page.getByLabel('Search locations').fill('bourke')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/locationQuery=bourke/)
  await expect(cards).toHaveCount(1)
  await expect(cards.first().getByRole('heading', { level: 2 })).toContainText('Wollongong Mazda')
  await expect(cards.first().locator('label')).toHaveText(['Service', 'Parts'])
  await expect(cards.first().getByRole('radio', { name: 'Service' })).toBeChecked()

  for (const [query, dealers] of [
    ['PARTS', 5],
    ['2527', 1],
    ['nothing-like-this', 0],
  ] as const) {
    await page.goto(siteUrl(GROUP, `/dealer-locator?locationQuery=${query}`))
    await expect(cards).toHaveCount(dealers)
  }
  await expect(page.getByText('No locations match your search.')).toBeVisible()
})

test('nearest to me: the locations sort by distance from three known postcodes', async ({ page }) => {
  for (const [postcode, first] of [
    ['2500', 'Wollongong Mazda'],
    ['2527', 'Albion Park Subaru'],
    ['2228', 'Miranda Nissan'],
  ] as const) {
    await page.goto(siteUrl(GROUP, '/dealer-locator'))
    await page.getByLabel('Nearest to postcode').fill(postcode)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(new RegExp(`postcode=${postcode}`))
    const headings = page.getByTestId('locator-card').getByRole('heading', { level: 2 })
    await expect(headings.first()).toContainText(first)
    const km = (await headings.allTextContents()).map((t) => Number(/([\d.]+) km away/.exec(t)?.[1]))
    expect(km).toEqual([...km].sort((x, y) => x - y))
  }
  await page.goto(siteUrl(GROUP, '/dealer-locator?postcode=0000'))
  // finance §8 "'Invalid postcode' from the geocoder"
  await expect(page.locator('#postcode-error')).toHaveText('Invalid postcode')
  await expect(page.getByLabel('Nearest to postcode')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('locator-card')).toHaveCount(5)
})

test('a location page: hours Monday to Sunday, type dropdown, holiday dialog, JSON-LD', async ({ page }) => {
  await page.goto(siteUrl('wollongong-mazda', '/contact-us/wollongong-mazda-service'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wollongong Mazda Service')
  const hours = page.getByRole('table', { name: 'Opening hours of Wollongong Mazda Service' })
  await expect(hours.getByRole('rowheader')).toHaveText([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ])
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('7:30 am - 5:30 pm')
  await expect(hours.getByRole('row', { name: /Saturday/ })).toContainText('8:00 am - 12:00 pm')
  await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('Closed')
  await expect(page.getByTestId('open-state')).toHaveText(
    /^(Open now|Opens at \d{1,2}:\d{2} [ap]m (today|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday))$/,
  )
  await expect(page.locator('#form-section')).toBeVisible()
  await expect(page.locator('#vehicle-map')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', /google\.com\/maps/)

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(ld['@type']).toBe('AutoRepair')
  expect(ld.address.postalCode).toBe('2500')
  expect(ld.geo.latitude).toBeCloseTo(-34.41, 1)
  expect(ld.openingHoursSpecification.length).toBeGreaterThan(5)

  // The holiday dialog, by keyboard: only current and future entries (finance §5).
  const open = page.getByRole('button', { name: 'Holiday hours' })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Holiday hours' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('rowheader')).toHaveCount(4)
  await expect(dialog).toContainText('25/12/')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()

  // The dropdown between the dealership's types (finance §2).
  const switcher = page.locator('details', { has: page.locator('summary', { hasText: 'Service' }) })
  await switcher.locator('summary').click()
  await switcher.getByRole('link', { name: 'Sales', exact: true }).click()
  await expect(page).toHaveURL(/\/contact-us\/wollongong-mazda-sales$/)
  // Reviews: average above 4, hidden ones left out, names as text (finance §3, §5, §9).
  await expect(page.getByRole('link', { name: /out of 5, 6 reviews/ })).toBeVisible()
  await expect(page.getByTestId('review')).toHaveCount(5)
  await expect(page.locator('#reviews')).toContainText('Jack <b>R.</b>')
  await expect(page.locator('#reviews b')).toHaveCount(0)
  await expect(page.locator('#reviews')).not.toContainText('Spam review')
  await expectNoAxeViolations(page)
})

test("the site's location path: /our-location with 'By appointment only', and /locations/{slug}", async ({
  page,
  request,
}) => {
  const res = await request.get(`${ORIGIN}/contact-us/albion-park-subaru-sales`, {
    headers: { host: `albion-park-subaru.localhost:${PORT}` },
    maxRedirects: 0,
  })
  expect(res.status()).toBe(308)
  expect(res.headers().location).toMatch(/\/our-location\/albion-park-subaru-sales$/)
  await page.goto(siteUrl('albion-park-subaru', '/our-location/albion-park-subaru-sales'))
  const hours = page.getByRole('table', { name: /Opening hours/ })
  // stock §8 "some sites show 'By appointment only'"
  await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('By appointment only')
  await page.goto(siteUrl('outback-rv', '/locations/outback-rv-and-4x4-sales'))
  // "or an 'Enquire Now' link"; and Outback's average of 3.8 shows no reviews (finance §9 minimum 4)
  await expect(
    page.getByRole('table', { name: /Opening hours/ }).getByRole('link', { name: 'Enquire Now' }),
  ).toHaveAttribute('href', '#form-section')
  await expect(page.locator('#reviews')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

async function leadsFor(request: APIRequestContext, tenant: string, email: string) {
  const token = await apiToken(request, staffOf(tenant))
  const res = await request.get(`${ORIGIN}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).docs as { type: string; car: unknown; location_id: string; message: string }[]
}

test('a service booking from /service arrives as a lead of that tenant', async ({ page, request }) => {
  await page.goto(siteUrl('kirrawee-hyundai', '/service'))
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible()
  const form = page.getByTestId('service-form')
  await form.getByRole('button', { name: 'Request booking' }).click()
  await expect(form.getByRole('alert')).toContainText('Please fix the following errors:')
  await expectNoAxeViolations(page)

  const email = `e2e-service-${Date.now()}@example.com`
  await form.getByLabel('First name').fill('Casey')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByLabel('Phone').fill('0412 345 678')
  await form.getByLabel('Rego (optional)').fill('abc123')
  await form.getByLabel('Odometer (km, optional)').fill('45,000')
  await form.getByLabel('Work required').fill('Logbook service and a squeaky brake')
  await form.getByRole('button', { name: 'Request booking' }).click()
  await expect(page).toHaveURL(/\/success$/)

  const own = await leadsFor(request, 'southern-cross-motor-group', email)
  expect(own).toHaveLength(1)
  expect(own[0]).toMatchObject({ type: 'service', car: null })
  expect(own[0]!.message).toContain('Odometer: 45,000 km')
  expect(await leadsFor(request, 'harbourside-toyota', email)).toHaveLength(0)
})

test('a parts enquiry from /vehicle-parts-and-accessories', async ({ page, request }) => {
  await page.goto(siteUrl('harbourside-toyota', '/vehicle-parts-and-accessories'))
  const form = page.getByTestId('parts-form')
  const email = `e2e-parts-${Date.now()}@example.com`
  await form.getByLabel('First name').fill('Casey')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByLabel('Phone').fill('0412 345 678')
  await form.getByLabel('Parts required').fill('All-weather floor mats for a 2023 RAV4')
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Send parts enquiry' }).click()
  await expect(page).toHaveURL(/\/success$/)
  expect((await leadsFor(request, 'harbourside-toyota', email))[0]).toMatchObject({ type: 'parts', car: null })
})
