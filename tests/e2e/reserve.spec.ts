import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import {
  expectNoAxeViolations,
  outboxCode,
  ownClientAddress,
  serverOrigin,
  serverPort,
  siteUrl,
} from '../support/e2e/helpers'
import { FakeStripe } from '../support/fake-stripe/server'

// docs/features/reservations.md "Reserve and online purchase, and payments": reserve a car through the fake Stripe and see
// 'Reserved' on the results page. scripts/e2e.mjs points the server's Stripe client at
// 127.0.0.1:{port + 3}, where this spec runs the local fake of Stripe's API
// (tests/support/fake-stripe), with its test key and secret.
const SITE = 'kirrawee-hyundai' // reserve on, checkout_path 'buy-online', gate_checkout on (the default)
// Each test signs up a shopper of its own: no test depends on another having run (docs/testing.md).
const newPhone = (n: number) => `04${String(Date.now() + n).slice(-8)}`
const fake = new FakeStripe()
// Node does not resolve *.localhost (Chromium does): API calls go to loopback with the site's Host.
const host = () => ({ host: `${SITE}.localhost:${serverPort()}` })

test.use(ownClientAddress(63))
// Sign-in, the payment page and four cold pages on a shared 2-core machine: more than the default minute.
test.setTimeout(180_000)
test.beforeAll(async () => {
  await fake.start(serverPort() + 3)
})
test.afterAll(async () => {
  await fake.stop()
})

type Hit = { slug: string; stocknum: string; status?: string; reserved?: boolean; tag?: string | null }

/** A reservable car of the site nobody else's spec uses: in stock, not reserved, no test-drive tag. */
async function reservableCar(request: APIRequestContext): Promise<Hit> {
  const res = await request.get(`${serverOrigin()}/api/search?query=Hyundai&hitsPerPage=100`, {
    headers: host(),
  })
  expect(res.status()).toBe(200)
  const hits = ((await res.json()).hits as Hit[]).filter(
    (h) => h.status === 'in_stock' && !h.reserved && !/test drive/i.test(h.tag ?? '') && !h.slug.startsWith('demo-'),
  )
  expect(hits.length).toBeGreaterThan(0)
  return hits.at(-1)!
}

async function signUp(page: Page, request: APIRequestContext, phone: string) {
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByLabel('Verification code')).toBeVisible()
  await page.getByLabel('Verification code').fill(await outboxCode(request, phone))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('First name').fill('Robin')
  await page.getByLabel('Last name').fill('Reserver')
  await page.getByLabel('Email').fill('robin@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
}

test("reserve a car through the fake Stripe, then see 'Reserved' on the results page", async ({ page, request }) => {
  const car = await reservableCar(request)
  await page.goto(siteUrl(SITE, `/cars/${car.slug}`))
  // stock §2: "/cars/{slug}/buy-online on one tenant": this site's link, and only it answers.
  const link = page.getByRole('link', { name: 'Reserve Now' }).first()
  await expect(link).toHaveAttribute('href', `/cars/${car.slug}/buy-online`)
  expect(
    (await request.get(`${serverOrigin()}/cars/${car.slug}/checkout`, { headers: host(), maxRedirects: 0 })).status(),
  ).toBe(404)
  await link.click()
  // finance §4 "The checkout page needs a known car slug first", then gate_checkout: sign in.
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=%2Fcars%2F[^&]+%2Fbuy-online&back=/)
  await signUp(page, request, newPhone(7))
  await expect(page).toHaveURL(siteUrl(SITE, `/cars/${car.slug}/buy-online`))
  await expect(page.getByRole('heading', { name: 'Reserve this Car' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Hold this car with a \$200 deposit/ })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Reserve Now' }).click()
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
  await expect(page.getByText('Pay A$200.00')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()

  // Back on the site, after the signed webhook reserved the car.
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/buy-online\\?reservation=\\w+&paid=1$`))
  await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
  expect(fake.deliveries.map((d) => [d.type, d.status])).toEqual([['checkout.session.completed', 200]])

  // The results page shows the tag within a second of the payment (the car sync hooks and cache tags):
  // proved without a wall clock (docs/testing.md), the first load after the payment shows it, read once.
  await page.goto(siteUrl(SITE, `/search/new-used-and-demo-cars?query=${car.stocknum}`))
  const card = page.locator('article.car-card', { has: page.locator(`a[href="/cars/${car.slug}"]`) })
  expect((await card.locator('.car-tag').textContent())?.trim()).toBe('Reserved')
  // The vehicle page offers Reserve no more, and My Garage lists the reservation.
  await page.goto(siteUrl(SITE, `/cars/${car.slug}`))
  await expect(page.getByRole('link', { name: 'Reserve Now' })).toHaveCount(0)
  await page.goto(siteUrl(SITE, '/my-garage'))
  await expect(page.getByRole('heading', { name: 'Reservations' })).toBeVisible()
  await expect(page.getByText(/Reserved: deposit paid/)).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a forged Stripe webhook is refused with 400', async ({ request }) => {
  const body = JSON.stringify({
    id: 'evt_forged',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: {} },
  })
  const res = await request.post(`${serverOrigin()}/api/payments/stripe/webhook`, {
    data: body,
    headers: { ...host(), 'content-type': 'application/json', 'stripe-signature': fake.sign(body, 'whsec_forged') },
  })
  expect(res.status()).toBe(400)
  expect((await res.json()).error.code).toBe('bad_signature')
})

test('the online purchase journey walks the car, trade-in, finance, delivery and deposit steps', async ({
  page,
  request,
}) => {
  const car = await reservableCar(request)
  await page.goto(siteUrl(SITE, `/checkout-journey?car_id=${car.slug}`))
  // Signed out, gate_checkout sends the shopper to sign in first.
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=%2Fcheckout-journey/)
  await signUp(page, request, newPhone(8))
  await expect(page.getByRole('heading', { name: /^Step 1 of \d: Your car/ })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const next of [/Trade-in/, /Finance|Pick-up/]) {
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('heading', { name: next })).toBeVisible()
  }
  while (!(await page.getByRole('heading', { name: /Deposit/ }).isVisible())) {
    await page.getByRole('button', { name: 'Next' }).click()
  }
  await expect(page.getByRole('button', { name: 'Pay $200 deposit' })).toBeVisible()
  await expectNoAxeViolations(page)
})
