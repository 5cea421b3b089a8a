import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { apiToken, expectNoAxeViolations, serverOrigin, siteUrl, superAdmin } from '../support/e2e/helpers'

// docs/features/finance.md "The vehicle page's calculator and estimate": the vehicle page's calculator follows
// finance §5 and §9 per provider and per dealer, on the demo seed: Harbourside Toyota (Angle, the
// Toyota variant), Albion Park Subaru (the flagged dealer's rules), Outback RV (the 9.95-19.95
// tenant) and Sutherland Kia (360 Finance, the sample loan).
const ESTIMATE = /^Only \$[\d,]+ \/wk\*$/

/** Moves keyboard focus to the calculator's price box the way a shopper does: Tab from its heading. */
async function tabIntoPrice(page: Page) {
  const calculator = page.locator('#finance-calculator')
  await calculator.scrollIntoViewIfNeeded()
  await calculator.getByRole('heading', { name: 'Finance calculator' }).click() // the focus starting point
  await page.keyboard.press('Tab')
  const price = calculator.getByRole('textbox', { name: 'Purchase price' })
  await expect(price).toBeFocused()
  return price
}

/** Types into a calculator box by keyboard and presses Enter (finance §4 "on blur or Enter … clamped"). */
async function typeAndEnter(page: Page, name: string, text: string) {
  const box = page.locator('#finance-calculator').getByRole('textbox', { name })
  await box.focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type(text)
  await page.keyboard.press('Enter')
  return box
}

test('Angle in the Toyota variant: keyboard price box, its bounds, no frequency, the disclaimer link', async ({
  page,
}) => {
  const car = WELL_KNOWN_CARS.certified // harbourside-toyota: Angle, finance_disclaimer_link on
  await page.goto(siteUrl(car.site, `/cars/${car.slug}`))
  const calculator = page.locator('#finance-calculator')
  const figure = calculator.locator('output')
  const before = await figure.textContent()

  // Tab in, type, Enter: the typed number replaces the price (it used to append and show $250,000).
  const price = await tabIntoPrice(page)
  await expect(price).toHaveValue(/^\d+$/) // the raw number while focused (finance §4)
  await page.keyboard.type('20000')
  await page.keyboard.press('Enter')
  await expect(price).toHaveValue('20000')
  await page.keyboard.press('Tab')
  await expect(price).toHaveValue('20,000')
  await expect(figure).not.toHaveText(before!)

  // finance §5 "Step 500": a typed price moves to the nearest step.
  await typeAndEnter(page, 'Purchase price', '32740')
  await expect(price).toHaveValue('32500')

  // finance §5 "minimum 1000 (5000 for the Angle provider …)" and its help text.
  await typeAndEnter(page, 'Purchase price', '7')
  await expect(price).toHaveValue('5000')
  await expect(calculator.getByText('Cannot be less than $5,000 or more than $250,000')).toBeVisible()
  // finance §5 "7.5 to 14.5 for Angle"
  const interest = await typeAndEnter(page, 'Interest rate (%)', '3')
  await expect(interest).toHaveValue('7.5')
  await typeAndEnter(page, 'Interest rate (%)', '25')
  await expect(interest).toHaveValue('14.5')
  // finance §5 "Repayment frequency … hidden for Angle."
  await expect(calculator.getByRole('group', { name: 'Repayment frequency' })).toHaveCount(0)

  // finance §2 "(a link toggles it in the Toyota variant)"
  const disclaimer = calculator.getByTestId('finance-disclaimer')
  await expect(disclaimer.getByRole('button')).toHaveCount(0)
  const toggle = disclaimer.getByRole('link', { name: 'Show Less' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await toggle.click()
  await expect(disclaimer.getByRole('link', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false')
  await expect(disclaimer).toContainText('…')
  await expectNoAxeViolations(page)
})

test('the flagged dealer: price from $5,000, interest 4-20, its fee list in the total (finance §5, §9)', async ({
  page,
}) => {
  const car = WELL_KNOWN_CARS.longComments // albion-park-subaru: finance_calculator_rules flagged_dealer
  await page.goto(siteUrl(car.site, `/cars/${car.slug}`))
  const calculator = page.locator('#finance-calculator')
  const fees = calculator.getByTestId('finance-fees')
  for (const text of ['Establishment fee$395', 'Security registration fee$6', 'per month', 'Dealer agency fee$912.25'])
    await expect(fees).toContainText(text)
  await expect(fees).toContainText('$8 per month')
  const price = await typeAndEnter(page, 'Purchase price', '3000')
  await expect(price).toHaveValue('5000')
  const interest = await typeAndEnter(page, 'Interest rate (%)', '2')
  await expect(interest).toHaveValue('4')
  await typeAndEnter(page, 'Interest rate (%)', '30')
  await expect(interest).toHaveValue('20')
  // The frequency choice is there (Manual is not Angle) and monthly repayments name themselves.
  await calculator.getByRole('radio', { name: 'Monthly' }).check()
  await expect(calculator.locator('output')).toContainText('Monthly repayment')
  await expectNoAxeViolations(page)
})

test('the 9.95-19.95 tenant: the interest band (finance §5 "9.95 to 19.95 for another tenant")', async ({ page }) => {
  const car = WELL_KNOWN_CARS.caravan // outback-rv: finance_calculator_rules rate_band_9_95
  await page.goto(siteUrl(car.site, `/cars/${car.slug}`))
  const interest = await typeAndEnter(page, 'Interest rate (%)', '5')
  await expect(interest).toHaveValue('9.95')
  await typeAndEnter(page, 'Interest rate (%)', '20')
  await expect(interest).toHaveValue('19.95')
})

test('custom year increments: whole years at Outback RV (finance §5 "or custom year increments when configured")', async ({
  page,
}) => {
  // The seed sets the dealership's rate_card.term_increment_years to 1; the site keeps "5 max".
  const car = WELL_KNOWN_CARS.caravan // outback-rv: finance_max_term_5
  await page.goto(siteUrl(car.site, `/cars/${car.slug}`))
  const calculator = page.locator('#finance-calculator')
  const term = calculator.getByRole('textbox', { name: 'Loan term (years)' })
  await expect(term).toHaveAccessibleDescription('In steps of 1 year')
  const figure = calculator.locator('output')
  await typeAndEnter(page, 'Loan term (years)', '3')
  await expect(term).toHaveValue('3')
  const threeYears = await figure.textContent()
  await typeAndEnter(page, 'Loan term (years)', '2.4')
  await expect(term).toHaveValue('2')
  await typeAndEnter(page, 'Loan term (years)', '3.5')
  await expect(term).toHaveValue('4')
  await typeAndEnter(page, 'Loan term (years)', '3.2')
  await expect(term).toHaveValue('3')
  await expect(figure).toHaveText(threeYears!) // the repayment is 3 years', not 3.2 years'
  await typeAndEnter(page, 'Loan term (years)', '9')
  await expect(term).toHaveValue('5')
  await expectNoAxeViolations(page)
})

test('half years elsewhere: 3.3 becomes 3.5 (finance §5 "step 0.5")', async ({ page }) => {
  const car = WELL_KNOWN_CARS.longComments // albion-park-subaru: no increments configured
  await page.goto(siteUrl(car.site, `/cars/${car.slug}`))
  const term = await typeAndEnter(page, 'Loan term (years)', '3.3')
  await expect(term).toHaveValue('3.5')
  await expect(term).not.toHaveAttribute('aria-describedby')
})

test('the sample-loan site quotes 6.29% with no deposit; 360 Finance charges $1,360.50 (finance §9)', async ({
  page,
}) => {
  const car = WELL_KNOWN_CARS.wasPrice // sutherland-kia: 360 Finance, finance_sample_loan on
  await page.goto(siteUrl(car.site, `/cars/${car.slug}`))
  const line = page.getByRole('link', { name: ESTIMATE })
  await expect(line).toBeVisible()
  const calculator = page.locator('#finance-calculator')
  await expect(calculator.getByRole('textbox', { name: 'Interest rate (%)' })).toHaveValue('6.29')
  await expect(calculator.getByRole('textbox', { name: 'Deposit or trade-in (optional)' })).toHaveValue('0')
  await expect(calculator.getByTestId('finance-fees')).toContainText('Establishment fee$1,360.50')
  // One story: the calculator opens on the line's weekly figure.
  const weekly = (await line.textContent())!.match(/\$[\d,]+/)![0]
  await expect(calculator.locator('output')).toContainText(weekly)
})

/** A Harbourside Toyota car on sale with a dollar price, built in or before / after a year. */
async function harbourCar(
  request: APIRequestContext,
  year: { op: 'less_than_equal' | 'greater_than_equal'; value: number },
) {
  const token = await apiToken(request, superAdmin)
  const query = [
    'where[dealership.slug][equals]=harbourside-toyota',
    'where[status][equals]=in_stock',
    'where[show_on_dealer_website][equals]=true',
    'where[price][greater_than]=5000',
    `where[year][${year.op}]=${year.value}`,
    'where[make][not_equals]=Mercedes-Benz',
    'depth=0',
    'limit=1',
  ].join('&')
  const res = await request.get(`${serverOrigin()}/api/cars?${query}`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.status()).toBe(200)
  const [car] = (await res.json()).docs as { slug: string; year: number }[]
  expect(car, `a Harbourside Toyota car with year ${year.op} ${year.value}`).toBeTruthy()
  return car
}

test('Angle shows an estimate only for cars under 12 years old (finance §5 display rules)', async ({
  page,
  request,
}) => {
  const thisYear = new Date().getFullYear()
  const old = await harbourCar(request, { op: 'less_than_equal', value: thisYear - 12 })
  await page.goto(siteUrl('harbourside-toyota', `/cars/${old!.slug}`))
  await expect(page.locator('#finance-calculator')).toBeVisible() // the calculator stays
  await expect(page.getByRole('link', { name: ESTIMATE })).toHaveCount(0)
  // The Car Finance card follows the same rule: its buttons stay, its figures go.
  const card = page.getByRole('region', { name: 'Car Finance', exact: true })
  await expect(card.getByRole('link', { name: 'Get Finance' })).toBeVisible()
  await expect(card.getByTestId('finance-strip')).toHaveCount(0)

  const young = await harbourCar(request, { op: 'greater_than_equal', value: thisYear - 11 })
  await page.goto(siteUrl('harbourside-toyota', `/cars/${young!.slug}`))
  await expect(page.getByRole('link', { name: ESTIMATE })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Car Finance', exact: true }).getByTestId('finance-strip')).toHaveCount(
    2,
  )
})

test('finance_default_term_6: Kirrawee Hyundai opens the calculator, and quotes its estimate, at 6 years', async ({
  page,
}) => {
  // finance §9 "calculator default 5 (6 on some tenants, unless the lender gives one)": the demo's
  // Kirrawee Hyundai has the flag on; its new IONIQ 5 (Angle, under 12 years) shows an estimate, and
  // the estimate and the calculator it links to quote one loan over 6 years.
  const car = WELL_KNOWN_CARS.electric // kirrawee-hyundai, new, in stock
  await page.goto(siteUrl(car.site, `/cars/${car.slug}`))
  await expect(page.getByRole('link', { name: ESTIMATE })).toBeVisible()
  const card = page.getByRole('region', { name: 'Car Finance', exact: true })
  await expect(card.getByRole('group', { name: 'Loan details' })).toContainText('Term6 years')
  const calculator = page.locator('#finance-calculator')
  await expect(calculator.getByRole('textbox', { name: 'Loan term (years)' })).toHaveValue('6')

  // Albion Park Subaru leaves the flag off: 5 years for both.
  const other = WELL_KNOWN_CARS.longComments
  await page.goto(siteUrl(other.site, `/cars/${other.slug}`))
  await expect(page.getByRole('link', { name: ESTIMATE })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Car Finance', exact: true }).getByRole('group', { name: 'Loan details' }),
  ).toContainText('Term5 years')
  await expect(page.locator('#finance-calculator').getByRole('textbox', { name: 'Loan term (years)' })).toHaveValue('5')
})
