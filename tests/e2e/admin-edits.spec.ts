import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { DEMO_BANNER_ALT } from '../../scripts/seed/banners'
import { apiToken, openAdminLogin, serverOrigin, siteUrl, staffOf } from '../support/e2e/helpers'

/**
 * docs/features/caching.md "Caches, and what expires each": a staff member edits a menu item, a banner and a page in the
 * admin, and each shows on the site within a second (the page: tests/e2e/content.spec.ts). The
 * first load after the save must show the change, with no retry or reload: the save expired the
 * cache at once. Wall time is not asserted: this machine's load varies tenfold.
 */
const SITE = 'harbourside-toyota'

async function signIn(page: Page) {
  const staff = staffOf(SITE)
  await openAdminLogin(page)
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

async function first(request: APIRequestContext, token: string, collection: string) {
  const res = await request.get(`${serverOrigin()}/api/${collection}?limit=1&depth=0&sort=id`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).docs[0] as Record<string, unknown> & { id: number | string }
}

test('a menu item renamed in the admin shows in the header at once', async ({ page, request }) => {
  test.setTimeout(180_000) // the admin's first load on a cold production server is slow on a shared machine
  const token = await apiToken(request, staffOf(SITE))
  const menu = await first(request, token, 'menus')
  const items = menu.items as { label: string }[]
  const label = `${items[0]!.label} ${Date.now().toString(36)}`
  try {
    await signIn(page)
    await page.goto(`${serverOrigin()}/admin/collections/menus/${menu.id}`)
    await page.getByLabel('Link text').first().fill(label)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Updated successfully.').first()).toBeVisible({ timeout: 20_000 })
    const site = await page.context().newPage()
    await site.goto(siteUrl(SITE, '/'))
    // Read once, no retry and no wall clock: a stale first copy fails here (docs/testing.md).
    expect(await site.getByRole('banner').getByRole('link', { name: label }).count()).toBeGreaterThan(0)
    await expect(site.getByRole('banner').getByRole('link', { name: label }).first()).toBeVisible()
    await site.close()
  } finally {
    await request.patch(`${serverOrigin()}/api/menus/${menu.id}`, {
      headers: { authorization: `JWT ${token}` },
      data: { items },
    })
  }
})

test("a banner's text changed in the admin shows on the results page at once", async ({ page, request }) => {
  test.setTimeout(180_000)
  const token = await apiToken(request, staffOf(SITE))
  const banner = await first(request, token, 'banners')
  expect(banner.alt).toBe(DEMO_BANNER_ALT)
  const alt = `${DEMO_BANNER_ALT} (${Date.now().toString(36)})`
  try {
    await signIn(page)
    await page.goto(`${serverOrigin()}/admin/collections/banners/${banner.id}`)
    await page.getByLabel('Alt text (for screen readers)').fill(alt)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Updated successfully.').first()).toBeVisible({ timeout: 20_000 })
    const site = await page.context().newPage()
    await site.goto(siteUrl(SITE, '/search/used-cars'))
    // Read once, no retry and no wall clock: a stale first copy fails here (docs/testing.md).
    expect(await site.getByRole('img', { name: alt }).count()).toBeGreaterThan(0)
    await expect(site.getByRole('img', { name: alt })).toBeVisible()
    await site.close()
  } finally {
    await request.patch(`${serverOrigin()}/api/banners/${banner.id}`, {
      headers: { authorization: `JWT ${token}` },
      data: { alt: DEMO_BANNER_ALT },
    })
  }
})
