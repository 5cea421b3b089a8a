import { type APIRequestContext, expect, test } from '@playwright/test'

import {
  apiToken,
  expectNoAxeViolations,
  openAdminLogin,
  ownClientAddress,
  serverOrigin,
  serverPort,
  siteUrl,
  staffOf,
  superAdmin,
} from '../support/e2e/helpers'

// Leads and phone codes from an address of its own (helpers.ts ownClientAddress).
test.use(ownClientAddress(54))

// docs/features/locations.md "Locations, hours, service and reviews": locator search and tabs, nearest by postcode for
// three known postcodes, a location page's hours table and holiday dialog, and a service booking
// that arrives as a lead.
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
  await page.getByRole('button', { name: 'Search', exact: true }).click()
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
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`postcode=${postcode}`))
    const headings = page.getByTestId('locator-card').getByRole('heading', { level: 2 })
    await expect(headings.first()).toContainText(first)
    const km = (await headings.allTextContents()).map((t) =>
      Number(/([\d,.]+) km away/.exec(t)?.[1]?.replace(/,/g, '')),
    )
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
  // The demo's reviews read as a shopper wrote them: markup is the unit tests' own (reviews-markup.test.ts).
  await expect(page.locator('#reviews')).toContainText('Jack R.')
  await expect(page.locator('#reviews')).not.toContainText('<')
  await expect(page.locator('#reviews b')).toHaveCount(0)
  await expect(page.locator('#reviews')).not.toContainText('Spam review')
  await expectNoAxeViolations(page)
})

test("the site's location path: /our-location with 'By appointment only', and /locations/{slug}", async ({
  page,
  request,
}) => {
  const res = await request.get(`${serverOrigin()}/contact-us/albion-park-subaru-sales`, {
    headers: { host: `albion-park-subaru.localhost:${serverPort()}` },
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
  const res = await request.get(
    `${serverOrigin()}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { Authorization: `JWT ${token}` },
    },
  )
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
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)

  const own = await leadsFor(request, 'southern-cross-motor-group', email)
  expect(own).toHaveLength(1)
  expect(own[0]).toMatchObject({ type: 'service', car: null })
  expect(own[0]!.message).toContain('Odometer: 45,000 km')
  expect(await leadsFor(request, 'harbourside-toyota', email)).toHaveLength(0)
})

test('a parts enquiry from /vehicle-parts-and-accessories, pre-filled from the stored details', async ({
  page,
  request,
}) => {
  // finance §3 "Stored user details": what a previous lead form saved pre-fills this one too, and a
  // sent enquiry saves its own (finance §5 "saved only when name, email and phone are all present").
  await page.addInitScript(() => {
    if (!localStorage.getItem('forecourt:user-details'))
      localStorage.setItem(
        'forecourt:user-details',
        JSON.stringify({ name: 'Robin', last_name: 'Lee', email: 'robin@example.com', phone: '0412 000 111' }),
      )
  })
  await page.goto(siteUrl('harbourside-toyota', '/vehicle-parts-and-accessories'))
  const form = page.getByTestId('parts-form')
  await expect(form.getByLabel('First name')).toHaveValue('Robin')
  await expect(form.getByLabel('Last name')).toHaveValue('Lee')
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('robin@example.com')
  await expect(form.getByLabel('Phone')).toHaveValue('0412 000 111')
  const email = `e2e-parts-${Date.now()}@example.com`
  await form.getByLabel('First name').fill('Casey')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByLabel('Phone').fill('0412 345 678')
  await form.getByLabel('Parts required').fill('All-weather floor mats for a 2023 RAV4')
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Send parts enquiry' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)
  expect((await leadsFor(request, 'harbourside-toyota', email))[0]).toMatchObject({ type: 'parts', car: null })
  const stored = await page.evaluate(() => localStorage.getItem('forecourt:user-details'))
  expect(JSON.parse(stored!)).toMatchObject({ name: 'Casey', email })
})

async function carOf(request: APIRequestContext, dealershipSlug: string) {
  const token = await apiToken(request, superAdmin)
  const query = [
    `where[dealership.slug][equals]=${dealershipSlug}`,
    'where[status][equals]=in_stock',
    'where[show_on_dealer_website][equals]=true',
    'depth=0',
    'limit=1',
    'select[slug]=true',
  ].join('&')
  const res = await request.get(`${serverOrigin()}/api/cars?${query}`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.status()).toBe(200)
  const [car] = (await res.json()).docs as { slug: string }[]
  expect(car, `an in-stock car of ${dealershipSlug}`).toBeTruthy()
  return car!.slug
}

test("the vehicle page's locations block: the site's filter, cards in a keyboard-scrollable row", async ({
  page,
  request,
}) => {
  // southern-cross lists 'all' of the car's dealership (stock §2 "Locations block filters").
  const slug = await carOf(request, 'wollongong-mazda')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(siteUrl(GROUP, `/cars/${slug}`))
  const block = page.locator('#vehicle-map')
  await expect(block.getByRole('heading', { level: 2 })).toHaveText('Our locations')
  const cards = block.getByTestId('location-card')
  // finance §9 "Locations sort sales, service, parts"; only the seller's locations
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Wollongong Mazda Sales',
    'Wollongong Mazda Service',
    'Wollongong Mazda Parts',
  ])
  const service = cards.nth(1)
  await expect(service.locator('address')).toContainText('2 Bourke Street')
  await expect(service.getByRole('table', { name: /Opening hours/ })).toContainText('Monday')
  await expect(service).toContainText('DL#')
  await expect(service.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', /google\.com\/maps/)
  await expect(service.getByRole('link', { name: 'Book a Service' })).toHaveAttribute('href', '/service')
  // finance §2 "Locations list: carousel of location cards … Each card has 'View Location'"
  await expect(service.getByRole('link', { name: /View Location/ })).toHaveAttribute(
    'href',
    '/contact-us/wollongong-mazda-service',
  )
  // finance §2 "'View Our Stock' on some sites" (southern-cross has the flag on)
  await expect(cards.first().getByRole('link', { name: 'View Our Stock' })).toHaveAttribute(
    'href',
    '/search/wollongong-mazda',
  )
  await expect(cards.first().getByRole('link', { name: 'Contact Us' })).toBeVisible()
  // The 'Swipe' hint on a phone with more than one card.
  await expect(block.getByTestId('swipe-hint')).toBeVisible()

  // Keyboard: the row is a focusable scroll region; the arrow keys scroll it (CSS scroll-snap, no script).
  const track = block.getByRole('list', { name: /^Locations of Wollongong Mazda/ })
  await track.focus()
  await expect(track).toBeFocused()
  expect(await track.evaluate((el) => el.scrollLeft)).toBe(0)
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  // Tabbing to a link of the last card brings it into view.
  await cards.last().getByRole('link', { name: 'Get Directions' }).focus()
  await expect(cards.last()).toBeInViewport()
  await expectNoAxeViolations(page)

  // finance §9 "swipe hint only with 3 or fewer on large screens": three cards on a large screen keep it.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(block.getByTestId('swipe-hint')).toBeVisible()

  // harbourside-toyota keeps the default 'primary': one card, no hint.
  await page.goto(siteUrl('harbourside-toyota', `/cars/${await carOf(request, 'harbourside-toyota')}`))
  const one = page.locator('#vehicle-map')
  await expect(one.getByRole('heading', { level: 2 })).toHaveText('Where to see this car')
  await expect(one.getByTestId('location-card')).toHaveCount(1)
  await expect(one.getByTestId('location-card').getByRole('heading', { level: 3 })).toHaveText(
    'Harbourside Toyota Sales',
  )
  await expect(one.getByTestId('swipe-hint')).toHaveCount(0)
  // harbourside masks phone numbers until revealed (stock §4): the card leaves its number out too.
  await expect(one.locator('a[href^="tel:"]')).toHaveCount(0)
})

test('per-site service pages come from the settings: only with a booking URL where asked, others 404', async ({
  page,
  request,
}) => {
  const status = async (site: string, path: string) =>
    (await request.get(`${serverOrigin()}${path}`, { headers: { host: `${site}.localhost:${serverPort()}` } })).status()
  // finance §2 "/subaru-service (only when the dealer has a service-booking URL)": Albion Park has none.
  expect(await status(GROUP, '/subaru-service')).toBe(404)
  expect(await status(GROUP, '/kia-service')).toBe(404) // not configured
  expect(await status('harbourside-toyota', '/service-albion-park')).toBe(404) // another site's page

  await page.goto(siteUrl('harbourside-toyota', '/toyota-service'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Toyota Service')
  await expect(page.getByRole('link', { name: 'Book online with Harbourside Toyota' })).toHaveAttribute(
    'href',
    'https://service.harbourside-toyota.com.au/book',
  )

  await page.goto(siteUrl(GROUP, '/service-albion-park'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Service at Albion Park')
  const form = page.getByTestId('service-form')
  const centre = form.getByRole('combobox', { name: /Service centre/ })
  await expect(centre.locator('option')).toHaveText(['Albion Park Subaru Service'])
  await expect(page.getByRole('heading', { level: 2, name: 'Our service centre' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test("staff import reviews from a CSV in the admin, into their own dealer's locations only", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const staff = staffOf('harbourside-toyota')
  await openAdminLogin(page)
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })

  await page.goto(`${serverOrigin()}/admin/collections/reviews`)
  const panel = page.getByRole('region', { name: 'Import reviews' })
  await expect(panel).toBeVisible({ timeout: 30_000 })
  // Only their own dealer is offered, and chosen.
  const dealer = panel.getByLabel('Dealer')
  await expect(dealer.locator('option')).toHaveText(['Choose…', 'Harbourside Toyota'])
  await expect(dealer.locator('option:checked')).toHaveText('Harbourside Toyota')

  const name = `Csv Carla ${Date.now()}`
  const csv = [
    'location,customer_name,rating,review_date,text',
    `harbourside-toyota-parts,${name},5,02/11/2026,"Found the part, first time"`,
    `wollongong-mazda-sales,Other Tenant,5,02/11/2026,Not ours`,
  ].join('\n')
  await panel
    .getByLabel('CSV file')
    .setInputFiles({ name: 'reviews.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await panel.getByRole('button', { name: 'Import CSV' }).click()
  await expect(panel.getByRole('status')).toHaveText('1 review imported.')
  await expect(panel.getByRole('list', { name: 'Skipped' })).toHaveText(
    'Line 3: no location with the slug wollongong-mazda-sales',
  )

  const token = await apiToken(request, superAdmin)
  const res = await request.get(
    `${serverOrigin()}/api/reviews?where[customer_name][like]=${encodeURIComponent('Csv Carla')}&depth=1&limit=10`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const docs = (await res.json()).docs as { customer_name: string; location: { slug: string } }[]
  expect(docs.find((d) => d.customer_name === name)?.location.slug).toBe('harbourside-toyota-parts')
  expect(
    (
      await request
        .get(`${serverOrigin()}/api/reviews?where[customer_name][equals]=Other%20Tenant&limit=1`, {
          headers: { Authorization: `JWT ${token}` },
        })
        .then((r) => r.json())
    ).totalDocs,
  ).toBe(0)
})
