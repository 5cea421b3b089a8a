import { expect, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { leadsByPhone, outboxCode, uniquePhone } from '../support/e2e/finance-helpers'
import { expectNoAxeViolations, ownClientAddress, siteUrl } from '../support/e2e/helpers'

// Leads and phone codes from an address of its own (helpers.ts ownClientAddress).
test.use(ownClientAddress(51))

// docs/features/finance.md "The finance enquiry": the finance enquiry in its popup on the vehicle page (finance §2
// "Shown in a page container or in a popup dialog"), on two templates, and the promo's pager
// (finance §9 "6 per page").
const TITLE = 'Instant Finance pre-approval with no impact on your credit score.'

test('classic template: the popup opens by keyboard, traps Tab, closes on Escape and gives focus back', async ({
  page,
}) => {
  const car = WELL_KNOWN_CARS.certified // harbourside-toyota, classic
  await page.goto(siteUrl(car.site, `/cars/${car.slug}`))
  const trigger = page.getByRole('button', { name: 'Get Pre-approved' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: TITLE })
  await expect(dialog).toBeVisible()
  // The form arrives with the popup (loaded on first open), with the four step labels.
  const steps = dialog.getByRole('list', { name: 'Finance application steps' })
  for (const label of ['Quick Estimate', 'Your Details', 'Instant pre-approval', 'Apply to lender'])
    await expect(steps).toContainText(label)
  // The form is loaded on the first opening: give a busy machine time to fetch it.
  await expect(dialog.getByLabel(/^Purchase price/)).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByTestId('quote-weekly')).toHaveText(/^\$[\d,]+\.\d\d$/, { timeout: 10_000 })
  await expectNoAxeViolations(page)

  // Tab and Shift+Tab never leave the dialog.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }

  // The disclaimer dialog opens on top and Escape closes only it.
  await dialog.getByRole('button', { name: 'View disclaimer' }).click()
  await expect(page.getByRole('dialog', { name: 'Finance disclaimer' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Finance disclaimer' })).toBeHidden()
  await expect(dialog).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  // Close works too, and the second opening keeps what was typed.
  await trigger.click()
  await dialog.getByLabel(/^Purchase price/).fill('45000')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  await trigger.click()
  await expect(dialog.getByLabel(/^Purchase price/)).toHaveValue('45000')
})

test('showroom template: the popup flow end to end, from quote to application received', async ({ page, request }) => {
  const car = WELL_KNOWN_CARS.wasPrice // sutherland-kia, showroom, postcode required
  await page.goto(siteUrl(car.site, `/cars/${car.slug}`))
  await page.getByRole('button', { name: 'Get Pre-approved' }).click()
  const dialog = page.getByRole('dialog', { name: TITLE })
  await expect(dialog.getByLabel(/^Purchase price/)).toBeVisible({ timeout: 30_000 }) // loaded on first opening
  await expect(dialog.getByTestId('quote-weekly')).toHaveText(/^\$[\d,]+\.\d\d$/, { timeout: 10_000 })

  await dialog.getByRole('button', { name: 'Next: Your Details' }).click()
  const phone = uniquePhone()
  await dialog.getByLabel(/^First name/).fill('Robin')
  await dialog.getByLabel(/^Email/).fill(`popup-${phone}@example.com`)
  await dialog.getByPlaceholder('1234').fill('2232')
  await dialog.getByLabel(/^Mobile/).fill(phone)
  await dialog.getByRole('button', { name: 'Send Code' }).click()
  await expect(dialog.getByRole('button', { name: 'Resend Code' })).toBeVisible()
  await expect(dialog.getByText('Code sent!')).toBeVisible()
  const code = await outboxCode(request, phone)

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await dialog.getByLabel(/^Verification code/).fill(wrong)
  await dialog.getByRole('button', { name: 'Get A Personalised Quote' }).click()
  await expect(dialog.locator('form [role="alert"]')).toHaveText('The verification code is invalid. Please try again.')
  expect(await leadsByPhone(request, phone)).toEqual([])
  await expectNoAxeViolations(page)

  await dialog.getByLabel(/^Verification code/).fill(code)
  await dialog.getByRole('button', { name: 'Get A Personalised Quote' }).click()
  await page.waitForURL(/\/finance\/application-received\?ref=\d+$/)
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible()
  const leads = await leadsByPhone(request, phone)
  // finance §4 "(3) send the lead and create the finance customer in parallel": one enquiry, one lead
  // (docs/features/finance.md "The finance enquiry"), which the application received page names.
  expect(leads.map((l) => `${l.type}|${l.category}|${l.subcategory}`)).toEqual(['finance|Finance Enquiry|null'])
  expect(page.url()).toMatch(new RegExp(`ref=${leads[0]!.id}$`))
})

test('the Get Finance Now promo pages its featured used cars, 6 a page, keeping the query', async ({ page }) => {
  await page.goto(siteUrl('sutherland-kia', '/finance?preferredDealership=sutherland-kia'))
  const cars = page.getByTestId('finance-promo-cars').locator('article, .car-card')
  await expect(cars).toHaveCount(6)
  const first = await cars.first().textContent()
  const pager = page.getByRole('navigation', { name: 'Featured used cars pages' })
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
  await pager.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/finance\?preferredDealership=sutherland-kia&promo_page=2#finance-promo$/)
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2')
  expect(await cars.count()).toBeGreaterThan(0)
  expect(await cars.count()).toBeLessThanOrEqual(6)
  await expect(cars.first()).not.toHaveText(first!)
  await pager.getByRole('link', { name: 'Previous' }).click()
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
  await expectNoAxeViolations(page)
})

test('classic template, the popup: six wrong codes kill the code, the right one is refused, a resent one works', async ({
  page,
  request,
}) => {
  // The popup flow end to end (a wrong code, 6 wrong codes, the right code);
  // finance §4 codes "die after 5 wrong tries"; §8 'The verification code is invalid. Please try again.'
  const car = WELL_KNOWN_CARS.certified // harbourside-toyota, classic, no postcode asked
  await page.goto(siteUrl(car.site, `/cars/${car.slug}`))
  await page.getByRole('button', { name: 'Get Pre-approved' }).click()
  const dialog = page.getByRole('dialog', { name: TITLE })
  await expect(dialog.getByLabel(/^Purchase price/)).toBeVisible({ timeout: 30_000 }) // loaded on first opening
  await dialog.getByRole('button', { name: 'Next: Your Details' }).click()
  const phone = uniquePhone()
  await dialog.getByLabel(/^First name/).fill('Jordan')
  await dialog.getByLabel(/^Email/).fill(`six-wrong-${phone}@example.com`)
  await dialog.getByLabel(/^Mobile/).fill(phone)
  await dialog.getByRole('button', { name: 'Send Code' }).click()
  await expect(dialog.getByText('Code sent!')).toBeVisible()
  const code = await outboxCode(request, phone)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  const submit = dialog.getByRole('button', { name: 'Get A Personalised Quote' })
  const alert = dialog.locator('form [role="alert"]')
  const codeBox = dialog.getByLabel(/^Verification code/)
  /** Submits the code and waits for the check's own answer, so each try is counted. */
  const tryCode = async (typed: string) => {
    await codeBox.fill(typed)
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/verify-code'))
    await submit.click()
    return (await checked).status()
  }
  for (let n = 1; n <= 6; n++) {
    expect(await tryCode(wrong), `wrong code ${n}`).toBe(422)
    await expect(alert).toHaveText('The verification code is invalid. Please try again.')
    await expect(submit).toBeEnabled() // "on any failure show the error and stop loading"
  }
  // The code died at the fifth wrong try: the right one is refused too, and nothing was stored.
  expect(await tryCode(code)).toBe(422)
  await expect(alert).toHaveText('The verification code is invalid. Please try again.')
  await expect(dialog).toBeVisible()
  expect(await leadsByPhone(request, phone)).toEqual([])

  // 'Resend Code' sends a new code, which verifies; the application goes through.
  await dialog.getByRole('button', { name: 'Resend Code' }).click()
  await expect(dialog.getByRole('button', { name: 'Resend Code' })).toBeEnabled()
  await expect.poll(async () => await outboxCode(request, phone), { timeout: 15_000 }).not.toBe(code)
  expect(await tryCode(await outboxCode(request, phone))).toBe(200)
  await page.waitForURL(/\/finance\/application-received\?ref=\d+$/)
  const leads = await leadsByPhone(request, phone)
  // finance §4 "(3) send the lead and create the finance customer in parallel": one enquiry, one lead
  // (docs/features/finance.md "The finance enquiry"), which the application received page names.
  expect(leads.map((l) => `${l.type}|${l.category}|${l.subcategory}`)).toEqual(['finance|Finance Enquiry|null'])
  expect(page.url()).toMatch(new RegExp(`ref=${leads[0]!.id}$`))
})
