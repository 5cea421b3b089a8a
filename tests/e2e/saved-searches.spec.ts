import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import {
  apiToken,
  expectNoAxeViolations,
  hydrated,
  outboxCode,
  ownClientAddress,
  serverOrigin,
  serverPort,
  siteUrl,
  staffOf,
  superAdmin,
} from '../support/e2e/helpers'
import { startSmtpServer } from '../support/lead-peers'

// docs/features/accounts.md "Saved searches with alerts": a signed-in shopper saves the results address; when a
// matching car is listed they get one e-mail (the jobs queue, through the server's SMTP adapter),
// whose unsubscribe link works without signing in. scripts/e2e.mjs points the server's SMTP_URL at
// its port + 1, where this spec's in-process SMTP server listens.
const SITE = 'harbourside-toyota'
const TOKEN = `alertcar${Date.now().toString(36)}` // a word only the car this spec lists has
const phone = `04${String(Date.now() + 7).slice(-8)}`
const email = `saver-${TOKEN}@example.com`

test.use(ownClientAddress(14))

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
test.beforeAll(async () => {
  smtp = await startSmtpServer(serverPort() + 1)
})
test.afterAll(async () => {
  await smtp?.close()
})

async function signUp(page: Page, request: APIRequestContext) {
  await page.getByLabel('Mobile number').fill(phone)
  // A click before React takes the form over does nothing (docs/testing.md "Waiting for the event").
  await hydrated(page.getByRole('button', { name: 'Send code' }))
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByLabel('Verification code')).toBeVisible()
  await page.getByLabel('Verification code').fill(await outboxCode(request, phone))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('First name').fill('Sal')
  await page.getByLabel('Last name').fill('Saver')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('a saved search sends one alert e-mail when a matching car is listed; its link unsubscribes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000) // the alert job runs on the server's schedule
  const results = `/search/used-cars?query=${TOKEN}`
  await page.goto(siteUrl(SITE, results))
  // Not signed in: saving goes to sign-in and back to these results.
  await page.getByRole('button', { name: 'Save this search' }).click()
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/)
  await signUp(page, request)
  await expect(page).toHaveURL(siteUrl(SITE, results))
  await page.getByRole('button', { name: 'Save this search' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toBeVisible()

  await page.goto(siteUrl(SITE, '/my-garage'))
  const section = page.getByRole('region', { name: 'Saved searches' })
  await expect(section.getByRole('link', { name: new RegExp(TOKEN) })).toBeVisible()
  await expect(section.getByText('E-mails you new matches, at most once a day.')).toBeVisible()
  await expectNoAxeViolations(page)

  // Staff list a matching car.
  const auth = { authorization: `JWT ${await apiToken(request, staffOf(SITE))}` }
  const dealership = (
    await (
      await request.get(`${serverOrigin()}/api/dealerships?where[slug][equals]=${SITE}&depth=0&limit=1`, {
        headers: auth,
      })
    ).json()
  ).docs[0]
  const created = await request.post(`${serverOrigin()}/api/cars`, {
    headers: auth,
    data: {
      tenant: dealership.tenant,
      dealership: dealership.id,
      name: `2021 Toyota Corolla ${TOKEN}`,
      slug: `corolla-${TOKEN}`,
      stocknum: TOKEN.toUpperCase().slice(-10),
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      car_type: 'used',
      status: 'in_stock',
      price: 24990,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const carId = (await created.json()).doc.id
  try {
    const mine = () => smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes(email))
    await expect.poll(() => mine().length, { timeout: 150_000, intervals: [1000] }).toBe(1)
    const mail = mine()[0]
    expect(mail!.subject).toMatch(/^1 new car matches your search/)
    expect(mail!.text).toContain(`2021 Toyota Corolla ${TOKEN}`)
    // One e-mail, not one per run of the job: a whole run of the alert job queued after the e-mail
    // came (the jobs queue, read as platform staff) has ended, and sent nothing more.
    const mailed = new Date().toISOString()
    const admin = { authorization: `JWT ${await apiToken(request, superAdmin)}` }
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get(
                `${serverOrigin()}/api/payload-jobs?where[taskSlug][equals]=savedSearchAlerts` +
                  `&where[createdAt][greater_than]=${mailed}&where[completedAt][exists]=true&limit=0&depth=0`,
                { headers: admin },
              )
            ).json()
          ).totalDocs,
        { timeout: 90_000, intervals: [1000], message: 'no run of the alert job ended after the e-mail' },
      )
      .toBeGreaterThan(0)
    expect(mine()).toHaveLength(1)

    // The unsubscribe link works signed out (a fresh browser context has no session).
    const link = mail!.text!.match(/https?:\/\/\S+\/pages\/unsubscribe\?token=\S+/)![0]
    expect(link.startsWith(siteUrl(SITE, '/pages/unsubscribe?token='))).toBe(true)
    const signedOut = await page.context().browser()!.newContext()
    const visitor = await signedOut.newPage()
    await visitor.goto(link)
    await expect(visitor.getByRole('heading', { name: 'Saved-search e-mails' })).toBeVisible()
    await expectNoAxeViolations(visitor)
    await visitor.getByRole('button', { name: 'Stop these e-mails' }).click()
    await expect(visitor.getByRole('status').filter({ hasText: 'no more e-mails' })).toBeVisible()
    await signedOut.close()

    await page.goto(siteUrl(SITE, '/my-garage'))
    await expect(section.getByText('E-mails stopped.')).toBeVisible()
  } finally {
    await request.delete(`${serverOrigin()}/api/cars/${carId}`, { headers: auth })
  }
})
