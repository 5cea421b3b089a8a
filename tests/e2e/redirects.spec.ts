import { type APIRequestContext, expect, test } from '@playwright/test'

import { DEMO_REDIRECTS } from '../../scripts/seed/redirects'
import { apiToken, serverOrigin, serverPort, siteUrl, staffOf } from '../support/e2e/helpers'

// docs/features/content.md "Add a redirect": redirects that staff manage, so a dealer moving from an old site keeps
// its links.

const fetchSite = (request: APIRequestContext, site: string, path: string) =>
  request.get(`${serverOrigin()}${path}`, { headers: { host: `${site}.localhost:${serverPort()}` }, maxRedirects: 0 })

test('an old link of a demo site answers 301 to its new address, and the browser lands there', async ({
  page,
  request,
}) => {
  const [used] = DEMO_REDIRECTS
  const res = await fetchSite(request, 'harbourside-toyota', `${used.from.toUpperCase()}?utm_source=old-site`)
  expect(res.status()).toBe(301)
  // Next sends a same-origin location as a path; resolve it the way a browser does
  const location = new URL(res.headers()['location']!, serverOrigin())
  expect(`${location.pathname}${location.search}`).toBe(`${used.to}?utm_source=old-site`)

  await page.goto(siteUrl('harbourside-toyota', used.from))
  await expect(page).toHaveURL(siteUrl('harbourside-toyota', used.to))
  await expect(page.locator('h1')).toBeVisible()
})

test('a redirect staff add shows within a second, and is gone within a second of its delete', async ({ request }) => {
  const token = await apiToken(request, staffOf('harbourside-toyota'))
  const auth = { authorization: `JWT ${token}` }
  const me = await (await request.get(`${serverOrigin()}/api/users/me`, { headers: auth })).json()
  const tenant = me.user.tenants[0].tenant.id ?? me.user.tenants[0].tenant
  const from = `/e2e-old-${Date.now()}`
  const created = await request.post(`${serverOrigin()}/api/redirects`, {
    headers: auth,
    data: { tenant, from, to: { type: 'custom', url: '/special-offers' }, type: '302' },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  // "Within a second", proved without a wall clock (docs/testing.md): the first request after the save
  // is answered with the redirect, read once, no retry.
  expect((await fetchSite(request, 'harbourside-toyota', from)).status()).toBe(302)
  // another tenant's site is not touched (the wall)
  expect((await fetchSite(request, 'outback-rv', from)).status()).toBe(404)

  expect((await request.delete(`${serverOrigin()}/api/redirects/${doc.id}`, { headers: auth })).status()).toBe(200)
  expect((await fetchSite(request, 'harbourside-toyota', from)).status()).toBe(404)
})
