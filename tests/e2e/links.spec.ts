import { type APIRequestContext, expect, test } from '@playwright/test'

import { TENANTS } from '../../scripts/seed/tenants'
import { serverOrigin, serverPort } from '../support/e2e/helpers'

/**
 * Every header, footer and home-page link of every demo site answers 200, apart from routes still
 * listed in PENDING_ROUTES. The crawl starts at every demo site's home page (header, footer, home,
 * one results page, one vehicle page) and fails on any internal link that answers 404, except routes
 * listed in PENDING_ROUTES with the work that will build them. That work removes its routes from
 * the list; the goal is an empty list.
 */
export const PENDING_ROUTES: { path: string; issue: number; what: string }[] = []

const SITES = TENANTS.flatMap((t) => t.sites.map((s) => s.slug))
const MAX_LINKS_PER_SITE = 150
const pending = new Set(PENDING_ROUTES.map((r) => r.path))

/** Internal links of a page: hrefs on this site (relative, or absolute on its host), without #fragments. */
function internalLinks(html: string, host: string): string[] {
  const out: string[] = []
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const href = raw!.replace(/&amp;/g, '&')
    let url: URL
    try {
      url = new URL(href, `http://${host}/`)
    } catch {
      continue
    }
    if (url.host !== host || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue
    out.push(`${url.pathname}${url.search}`)
  }
  return out
}

async function fetchPage(request: APIRequestContext, host: string, path: string) {
  const res = await request.get(`${serverOrigin()}${path}`, { headers: { host }, maxRedirects: 0 })
  return { status: res.status(), html: res.status() === 200 ? await res.text() : '' }
}

const MAX_HOPS = 5

/**
 * Every header, footer and home-page link of every demo site answers 200. A redirect counts when
 * the address it leads to (on this site, within a few hops) answers 200; a redirect off the site
 * cannot be checked here and counts as broken. Returns null when the link is good, else what it
 * answered.
 */
async function answerProblem(request: APIRequestContext, host: string, link: string): Promise<string | null> {
  let path = link
  const hops: string[] = []
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const res = await request.get(`${serverOrigin()}${path}`, { headers: { host }, maxRedirects: 0 })
    const status = res.status()
    if (status === 200) return null
    const location = res.headers()['location']
    if (status < 300 || status >= 400 || !location) return `${[...hops, path].join(' → ')} answers ${status}`
    const target = new URL(location, `http://${host}${path}`)
    hops.push(`${path} (${status})`)
    if (target.host !== host) return `${hops.join(' → ')} → ${target.href} leaves the site`
    path = `${target.pathname}${target.search}`
  }
  return `${hops.join(' → ')}: more than ${MAX_HOPS} redirects`
}

for (const slug of SITES) {
  test(`every internal link of ${slug} answers 200 (home, header, footer, a results page, a vehicle page)`, async ({
    request,
  }) => {
    const host = `${slug}.localhost:${serverPort()}`
    const home = await fetchPage(request, host, '/')
    expect(home.status).toBe(200)
    const found = internalLinks(home.html, host)
    const results = await fetchPage(request, host, '/search/used-cars')
    expect(results.status).toBe(200)
    found.push(...internalLinks(results.html, host))
    const car = found.find((l) => l.startsWith('/cars/'))
    expect(car, 'a results page links to a vehicle page').toBeTruthy()
    const vehicle = await fetchPage(request, host, car!)
    expect(vehicle.status).toBe(200)
    found.push(...internalLinks(vehicle.html, host))

    // One request per path: query-string variants of a path (facet links) do not make new routes.
    const byPath = new Map<string, string>()
    for (const link of found) {
      const path = link.split('?')[0] || '/'
      if (!byPath.has(path)) byPath.set(path, link)
    }
    const toCheck = [...byPath.entries()].filter(([path]) => !pending.has(path)).slice(0, MAX_LINKS_PER_SITE)
    const broken: string[] = []
    for (const [, link] of toCheck) {
      const problem = await answerProblem(request, host, link)
      if (problem) broken.push(problem)
    }
    expect(
      broken,
      `links that do not answer 200 on ${slug} (add a route to PENDING_ROUTES only with the issue that builds it)`,
    ).toEqual([])
  })
}

test('PENDING_ROUTES lists only routes that are still missing (remove a route once it is built)', async ({
  request,
}) => {
  const host = `${SITES[0]}.localhost:${serverPort()}`
  const built: string[] = []
  for (const { path } of PENDING_ROUTES) if ((await fetchPage(request, host, path)).status !== 404) built.push(path)
  expect(built).toEqual([])
})
