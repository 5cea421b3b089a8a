import { type APIRequestContext, expect, test } from '@playwright/test'

import { analyticsWritten, apiToken, serverOrigin, serverPort, siteUrl, superAdmin } from '../support/e2e/helpers'

// docs/features/caching.md "Caching and page weight": no shopper page writes anything while it renders. Page-view events
// (4, 49, 61 and the rest) are sent from the browser with navigator.sendBeacon to the events
// endpoint (rate-limited), so the HTML can be shared. stock §9 "49 search view".
const SITE = 'harbourside-toyota'
const host = () => ({ host: `${SITE}.localhost:${serverPort()}` })

/** The search-view events (49) of the site whose path carries this probe text. */
async function searchViews(request: APIRequestContext, probe: string) {
  const auth = { Authorization: `JWT ${await apiToken(request, superAdmin)}` }
  const site = (
    await (
      await request.get(`${serverOrigin()}/api/sites?where[slug][equals]=${SITE}&depth=0`, { headers: auth })
    ).json()
  ).docs[0]
  return async () =>
    (
      await (
        await request.get(
          `${serverOrigin()}/api/analytics-events?where[site][equals]=${site.id}&where[event_id][equals]=49` +
            `&where[path][like]=${probe}&depth=0&limit=10`,
          { headers: auth },
        )
      ).json()
    ).docs as { path: string; data: { count: number; page: number } }[]
}

test('rendering a results page writes no analytics row; its beacon records event 49 once', async ({
  page,
  request,
}) => {
  const probe = `renderprobe${Date.now()}`
  const address = `/search/used-cars?page=2&query=${probe}`
  const views = await searchViews(request, probe)

  // Rendered without a browser (a crawler, a CDN filling its cache): nothing is recorded.
  for (let n = 0; n < 5; n++) {
    const res = await request.get(`${serverOrigin()}${address}`, { headers: host() })
    expect(res.status()).toBe(200)
    expect(await res.text()).toContain('id="results-count"')
  }
  await analyticsWritten(request) // every event the server queued so far is written
  expect(await views()).toEqual([])

  // In a browser the page's beacon sends the view, once, with the canonical address.
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/analytics/search-view'))
  await page.goto(siteUrl(SITE, address))
  const sent = await beacon
  expect(sent.method()).toBe('POST')
  expect(JSON.parse(sent.postData() ?? '')).toEqual({ path: address, count: 0 })
  await expect.poll(async () => (await views()).length, { timeout: 10_000 }).toBe(1)
  expect(await views()).toEqual([expect.objectContaining({ path: address, data: { count: 0, page: 2 } })])
})
