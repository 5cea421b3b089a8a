import { type APIRequestContext, expect, test } from '@playwright/test'

import { previewKey } from '../../src/db/secret'
import { makePreviewTarget, previewQuery } from '../../src/domain/content/preview-link'
import {
  apiToken,
  expectNoAxeViolations,
  openAdminLogin,
  serverOrigin,
  siteGet,
  siteUrl,
  staffOf,
} from '../support/e2e/helpers'

/**
 * docs/features/content.md "Add a page", "Preview": drafts, versions and live preview on the staff member's own site.
 * Staff sign in on the admin host; the site shows a draft only through the signed, short-lived link
 * the admin gives (src/domain/content/preview-link.ts), never cached and never indexed.
 */
const SITE = 'harbourside-toyota'
const OTHER = 'southern-cross' // a site of another tenant

async function draftPage(request: APIRequestContext, token: string, title: string) {
  const auth = { authorization: `JWT ${token}` }
  const any = await request.get(`${serverOrigin()}/api/pages?limit=1&depth=0`, { headers: auth })
  const tenant = (await any.json()).docs[0].tenant
  const slug = `preview-${Date.now().toString(36)}`
  const res = await request.post(`${serverOrigin()}/api/pages?draft=true`, {
    headers: auth,
    data: { tenant, title, slug, placement: 'pages', _status: 'draft', layout: [] },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { id: (await res.json()).doc.id as number | string, path: `/pages/${slug}` }
}

async function linkOf(request: APIRequestContext, token: string, id: number | string) {
  return request.get(`${serverOrigin()}/api/pages/${id}/preview-link`, { headers: { authorization: `JWT ${token}` } })
}

test('a draft is shown only through a valid link of its own tenant', async ({ page, request }) => {
  const token = await apiToken(request, staffOf(SITE))
  const title = `Draft for preview ${Date.now().toString(36)}`
  const { id, path } = await draftPage(request, token, title)
  try {
    const res = await linkOf(request, token, id)
    expect(res.status()).toBe(200)
    const url: string = (await res.json()).url
    expect(url.startsWith(siteUrl(SITE, '/preview?'))).toBe(true)

    // The public address does not show a draft.
    expect((await siteGet(request, siteUrl(SITE, path))).status()).toBe(404)

    const shown = await page.goto(url)
    expect(shown!.status()).toBe(200)
    const headers = shown!.headers()
    expect(headers['cache-control']).toContain('private')
    expect(headers['cache-control']).toContain('no-store')
    expect(headers['x-robots-tag']).toContain('noindex')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)

    // A changed link is refused with a readable 403; so is an expired one (signed with the server's key).
    const query = new URL(url).searchParams
    query.set('id', String(Number(id) + 1))
    const forged = await siteGet(request, siteUrl(SITE, `/preview?${query}`))
    expect(forged.status()).toBe(403)
    expect(await forged.text()).toContain('not valid')
    const old = makePreviewTarget('pages', id, new URL(url).searchParams.get('t')!, Date.now() - 2 * 3600_000)
    const expired = await siteGet(request, siteUrl(SITE, `/preview?${previewQuery(old, previewKey())}`))
    expect(expired.status()).toBe(403)
    expect(await expired.text()).toContain('expired')
    expect((await siteGet(request, siteUrl(SITE, '/preview'))).status()).toBe(400)

    // Crossing the wall: the same valid link on another tenant's site shows nothing.
    const crossed = await siteGet(request, url.replace(siteUrl(SITE, '/'), siteUrl(OTHER, '/')))
    expect(crossed.status()).toBe(404)
    expect(await crossed.text()).not.toContain(title)
    // …and the other tenant's staff get no link to it.
    expect((await linkOf(request, await apiToken(request, staffOf('southern-cross-motor-group')), id)).status()).toBe(
      404,
    )
  } finally {
    await request.delete(`${serverOrigin()}/api/pages/${id}`, { headers: { authorization: `JWT ${token}` } })
  }
})

test("the admin's live preview frames the draft on the dealer's site and follows a save", async ({ page, request }) => {
  test.setTimeout(180_000) // the admin's first load on a cold production server is slow on a shared machine
  const staff = staffOf(SITE)
  const token = await apiToken(request, staff)
  const title = `Live preview ${Date.now().toString(36)}`
  const { id } = await draftPage(request, token, title)
  try {
    await openAdminLogin(page)
    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
    await page.goto(`${serverOrigin()}/admin/collections/pages/${id}`)
    await page.locator('#live-preview-toggler').click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 })
    const edited = `${title} (edited)`
    await page.getByLabel('Title').first().fill(edited)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 15_000 })
  } finally {
    await request.delete(`${serverOrigin()}/api/pages/${id}`, { headers: { authorization: `JWT ${token}` } })
  }
})
