import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

import { apiToken, serverOrigin, serverPort, superAdmin } from '../support/e2e/helpers'

// docs/features/caching.md "Caching and page weight": anonymous shopper pages are cached and shared; a car, site, menu or
// content change expires exactly the pages it affects within a second (tags); signed-in shoppers
// and personalised parts never come from a shared page. The shared page cache
// (src/http/shared-page.ts) renders a page once with a placeholder nonce and sends each copy with a
// nonce of its own.
const SITE = 'harbourside-toyota'
const OTHER = 'sutherland-kia'
const host = (slug = SITE) => ({ host: `${slug}.localhost:${serverPort()}` })
// A parameter the results page reads (src/http/page-query.ts), with a value it ignores: a page of its
// own in the cache. A parameter no page reads would share the page already stored.
const probe = () => `sortBy=shared${Date.now()}${Math.round(Math.random() * 1e6)}`

/** A page as a browser navigates to it (its Accept names HTML). */
const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}, slug = SITE) =>
  request.get(`${serverOrigin()}${path}`, { headers: { ...host(slug), accept: HTML, ...headers } })
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

const nonceOf = (res: APIResponse) => /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1]

type Hit = { id: number; slug: string; stocknum: string; price: number | null; status?: string }

async function aPricedCar(request: APIRequestContext): Promise<Hit> {
  const res = await get(request, '/api/search?query=Toyota&hitsPerPage=50')
  const hits = ((await res.json()).hits as Hit[]).filter((h) => h.status === 'in_stock' && (h.price ?? 0) > 1000)
  expect(hits.length).toBeGreaterThan(0)
  return hits.at(-1)!
}

const money = (n: number) => `$${n.toLocaleString('en-AU')}`

test('an anonymous page is rendered once and shared, each copy with a nonce of its own', async ({ request }) => {
  const path = `/search/used-cars?${probe()}`
  const first = await get(request, path)
  const second = await get(request, path)
  expect(first.status()).toBe(200)
  expect([first.headers()['x-page-cache'], second.headers()['x-page-cache']]).toEqual(['MISS', 'HIT'])
  const [a, b] = [nonceOf(first)!, nonceOf(second)!]
  expect(a).toMatch(/^[A-Za-z0-9+/=]{24}$/)
  expect(b).not.toBe(a)
  const [htmlA, htmlB] = [await first.text(), await second.text()]
  // The same page, but for the nonce: every script of each copy carries that copy's own.
  expect(htmlB.replaceAll(b, a)).toBe(htmlA)
  const scripts = htmlB.match(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${b}"`)
})

test("a hit, answered by the production server's front door before Next's router, is the page Next sent", async ({
  request,
}) => {
  // src/http/front-door.ts: the copy is sent without Next, so nothing Next adds to a page may be lost.
  const path = `/search/used-cars?${probe()}`
  const miss = await get(request, path, { 'accept-encoding': 'gzip' })
  const hit = await get(request, path, { 'accept-encoding': 'gzip' })
  expect([miss.headers()['x-page-cache'], hit.headers()['x-page-cache']]).toEqual(['MISS', 'HIT'])
  const PER_COPY = new Set(['date', 'x-page-cache', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'])
  const headers = (res: APIResponse) => {
    const nonce = nonceOf(res)!
    return Object.entries(res.headers())
      .filter(([name]) => !PER_COPY.has(name))
      .map(([name, value]) => [name, value.replaceAll(nonce, 'NONCE')])
      .sort()
  }
  expect(headers(hit)).toEqual(headers(miss))
  expect(hit.headers()['content-encoding']).toBe('gzip')
  expect((await hit.text()).replaceAll(nonceOf(hit)!, 'NONCE')).toBe(
    (await miss.text()).replaceAll(nonceOf(miss)!, 'NONCE'),
  )
})

test('a signed-in shopper, a hard reload and a client navigation are never served a shared page', async ({
  request,
}) => {
  const path = `/search/used-cars?${probe()}`
  // A request with a session cookie is rendered for that shopper: not looked up, not stored.
  const signedIn = await get(request, path, { cookie: 'fc_customer=1.abc.9999999999999.forged' })
  expect(signedIn.status()).toBe(200)
  expect(signedIn.headers()['x-page-cache']).toBeUndefined()
  expect((await get(request, path)).headers()['x-page-cache']).toBe('MISS') // nothing was stored for it
  const hardReload = await get(request, path, { 'cache-control': 'no-cache' })
  expect(hardReload.headers()['x-page-cache']).toBeUndefined()
  // A client navigation fetches the page's RSC payload (Next removes its RSC headers before the
  // proxy runs; its Accept is the fetch default): rendered as such, never the shared HTML.
  const navigation = await get(request, `${path}&_rsc=abc12`, { accept: '*/*', RSC: '1' })
  expect(navigation.status()).toBe(200)
  expect(navigation.headers()['x-page-cache']).toBeUndefined()
  expect(navigation.headers()['content-type']).toContain('text/x-component')
})

test("a price change in the admin shows on the shared vehicle and results pages at once, and only that site's pages are expired", async ({
  request,
}) => {
  const car = await aPricedCar(request)
  const vehicle = `/cars/${car.slug}`
  const results = `/search?query=${car.stocknum}&${probe()}`
  const elsewhere = `/?${probe()}`
  await get(request, vehicle)
  await get(request, results)
  await get(request, elsewhere, {}, OTHER)
  expect((await get(request, vehicle)).headers()['x-page-cache']).toBe('HIT')
  expect((await get(request, elsewhere, {}, OTHER)).headers()['x-page-cache']).toBe('HIT')

  const auth = { Authorization: `JWT ${await apiToken(request, superAdmin)}` }
  const price = (car.price ?? 0) + 1234
  const changed = await request.patch(`${serverOrigin()}/api/cars/${car.id}`, { headers: auth, data: { price } })
  expect(changed.status()).toBe(200)
  try {
    const started = Date.now()
    const page = await get(request, vehicle)
    expect(page.headers()['x-page-cache']).toBe('MISS')
    expect(await page.text()).toContain(money(price))
    expect(await (await get(request, results)).text()).toContain(money(price))
    expect(Date.now() - started).toBeLessThan(5000)
    // Another site's pages stay shared.
    expect((await get(request, elsewhere, {}, OTHER)).headers()['x-page-cache']).toBe('HIT')
  } finally {
    await request.patch(`${serverOrigin()}/api/cars/${car.id}`, { headers: auth, data: { price: car.price } })
  }
})

test("a page that is not a plain 200 is sent on, not stored: a gated page's redirect to sign-in", async ({
  request,
}) => {
  // finance §4 "Anonymous visitors are redirected to sign-in with the target and a back path." The
  // render for the cache answers 307 with a relative Location, which Next refuses from the proxy.
  for (const outcome of ['MISS', 'MISS']) {
    const res = await request.get(`${serverOrigin()}/my-garage`, {
      headers: { ...host(), accept: HTML },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(307)
    expect(res.headers()['x-page-cache']).toBe(outcome)
    // Next sends a same-origin Location relative again.
    expect(new URL(res.headers()['location'] ?? '', `http://${host().host}`).toString()).toBe(
      `http://${host().host}/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F`,
    )
  }
})
