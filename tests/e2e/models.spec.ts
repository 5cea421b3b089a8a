import { type APIRequestContext, expect, test } from '@playwright/test'

import {
  apiToken,
  expectNoAxeViolations,
  ownClientAddress,
  serverOrigin,
  siteUrl,
  staffOf,
} from '../support/e2e/helpers'

// Leads and phone codes from an address of its own (helpers.ts ownClientAddress).
test.use(ownClientAddress(55))

// docs/features/content.md "Add a model" (finance §2 "Model pages", §3 Model, §4 "Model variants", §9 Display) on the
// demo seed (scripts/seed/models.ts): Harbourside Toyota sells the RAV4 (6 variants), the HiLux (a
// ute in three cab styles) and the Corolla Sedan (3 variants).
const SITE = 'harbourside-toyota'

async function leadsFor(request: APIRequestContext, email: string) {
  const token = await apiToken(request, staffOf(SITE))
  const res = await request.get(
    `${serverOrigin()}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { Authorization: `JWT ${token}` },
    },
  )
  expect(res.status()).toBe(200)
  return (await res.json()).docs as { type: string; category: string; message: string }[]
}

test('/models lists the models with body filters; the New Toyota dropdown links each page; axe clean', async ({
  page,
}) => {
  test.slow()
  await page.goto(siteUrl(SITE, '/models'))
  await expect(page.getByRole('heading', { level: 1, name: 'New Vehicles' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Models' }).getByRole('listitem')
  await expect(cards.getByRole('link', { name: 'Toyota RAV4' })).toBeVisible()
  // finance §9 "Model blurb 75 characters"
  for (const text of await cards
    .getByRole('paragraph')
    .filter({ hasNotText: / drive away$/ })
    .allTextContents())
    expect(text.replace(/…$/, '').length).toBeLessThanOrEqual(75)
  await expectNoAxeViolations(page)

  // finance §2 "/models?body={manufacturer body, lower-cased, spaces replaced by hyphens}"
  await page.getByRole('navigation', { name: 'Body type' }).getByRole('link', { name: 'Ute' }).click()
  await expect(page).toHaveURL(siteUrl(SITE, '/models?body=ute'))
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('link', { name: 'Toyota HiLux' })).toBeVisible()

  // the New Vehicles dropdown is generated from the site's models
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByText('New Toyota', { exact: true }).click()
  await expect(nav.getByRole('link', { name: 'RAV4', exact: true })).toHaveAttribute('href', '/models/rav4')
  await expect(nav.getByRole('link', { name: 'HiLux', exact: true })).toHaveAttribute('href', '/models/hilux')
})

test('a model page: variant slider, 8 features then View more, colour picker rules; axe clean', async ({ page }) => {
  test.slow()
  await page.goto(siteUrl(SITE, '/models/rav4'))
  await expect(page.getByRole('heading', { level: 1, name: 'RAV4' })).toBeVisible()

  // finance §2 "slider when there are more than 2 variants"; §9 "arrows at 4 or more" (RAV4: 6)
  const variants = page.getByRole('region', { name: 'Variants', exact: true })
  await expect(variants).toHaveAttribute('data-layout', 'slider')
  await expect(variants.getByRole('button', { name: 'Next' })).toBeVisible()

  // finance §4 "Variant features show 8 first, with an expand toggle"
  const top = variants.getByRole('article').last()
  await top.scrollIntoViewIfNeeded()
  const featureList = top.getByRole('list', { name: / features$/ })
  const features = featureList.locator('li')
  const total = await features.count()
  expect(total).toBeGreaterThan(8)
  await expect(featureList.locator('li:visible')).toHaveCount(8)
  await top.getByRole('button', { name: 'View more' }).click()
  await expect(featureList.locator('li:visible')).toHaveCount(total)
  await top.getByRole('button', { name: 'View less' }).click()
  await expect(featureList.locator('li:visible')).toHaveCount(8)

  // finance §4 "The selected variant tab filters the colours. The colour index resets to 0 on
  // variant change; arrows wrap around."
  const picker = page.getByRole('region', { name: 'Colours', exact: true })
  const variantTabs = picker.getByRole('group', { name: 'Variant' }).getByRole('button')
  await expect(variantTabs.first()).toHaveAttribute('aria-pressed', 'true')
  const swatches = picker.getByRole('list', { name: 'Colours' }).getByRole('button')
  const baseCount = await swatches.count()
  await expect(picker.locator('figcaption')).toContainText(`(1 of ${baseCount})`)
  await picker.getByRole('button', { name: 'Previous colour' }).click()
  await expect(picker.locator('figcaption')).toContainText(`(${baseCount} of ${baseCount})`) // wrapped
  await picker.getByRole('button', { name: 'Next colour' }).click()
  await expect(picker.locator('figcaption')).toContainText(`(1 of ${baseCount})`) // and back
  await picker.getByRole('button', { name: 'Next colour' }).click()
  await expect(picker.locator('figcaption')).toContainText(`(2 of ${baseCount})`)
  await variantTabs.last().click()
  await expect(swatches).toHaveCount(baseCount + 1) // the top badge's own colour
  await expect(picker.locator('figcaption')).toContainText(`(1 of ${baseCount + 1})`) // reset to the first
  await expect(swatches.first()).toHaveAttribute('aria-pressed', 'true')
  await expectNoAxeViolations(page)
})

test('body-style tabs on a ute; no arrows with 3 variants', async ({ page }) => {
  // finance §4 "With 3 or more distinct body styles and more than 15 colours, a second tab row by
  // body style appears"; §3 "dual_cab … first; extra_cab … second; single_cab third".
  await page.goto(siteUrl(SITE, '/models/hilux'))
  const styles = page.getByRole('group', { name: 'Body style' }).getByRole('button')
  await expect(styles).toHaveText(['Dual Cab', 'Extra Cab', 'Single Cab'])
  await expect(styles.first()).toHaveAttribute('aria-pressed', 'true')
  await styles.nth(2).click()
  await expect(styles.nth(2)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('region', { name: 'Colours', exact: true }).locator('figcaption')).toContainText('(1 of')
  await expectNoAxeViolations(page)

  await page.goto(siteUrl(SITE, '/models/corolla-sedan'))
  const variants = page.getByRole('region', { name: 'Variants', exact: true })
  await expect(variants).toHaveAttribute('data-layout', 'slider')
  await expect(variants.getByRole('button', { name: 'Next' })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Body style' })).toHaveCount(0)
})

test('Order Now sends a New Vehicle Enquiry naming the variant; an unknown model is not found', async ({
  page,
  request,
}) => {
  test.slow()
  await page.goto(siteUrl(SITE, '/models/rav4'))
  const first = page.getByRole('region', { name: 'Variants', exact: true }).getByRole('article').first()
  // the variant's full name and series, under its name
  const fullName = (await first.getByRole('paragraph').first().textContent())!.split(' · ')[0]!
  await first.getByRole('link', { name: 'Order Now' }).click()
  // finance §2 "/models/order-now?model_id={slug}&model_name={name}&vehicle={variant full name}"
  await expect(page).toHaveURL(/\/models\/order-now\?model_id=rav4&model_name=RAV4&vehicle=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order Now: ${fullName}`)
  await expect(page.getByLabel('Enquiry type')).toHaveValue('New Vehicle Enquiry')
  await expect(page.getByLabel(/^Message/)).toHaveValue(`I would like to order the ${fullName}.`)
  await expectNoAxeViolations(page)

  const email = `e2e-order-${Date.now()}@example.com`
  await page.getByLabel('First name').fill('Casey')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByLabel('Phone').fill('0412 345 678')
  const location = page.getByRole('combobox', { name: 'Location', exact: true })
  if (await location.count()) await location.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page).toHaveURL(/\/success(\?dealership=[\w-]+)?$/)
  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ type: 'contact', category: 'New Vehicle Enquiry' })
  expect(lead!.message).toContain(fullName)

  expect((await page.goto(siteUrl(SITE, '/models/order-now?model_id=no-such-model')))?.status()).toBe(404)
  expect((await page.goto(siteUrl(SITE, '/models/no-such-model')))?.status()).toBe(404)
})
