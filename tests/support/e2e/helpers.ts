import fs from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

/**
 * The e2e server this test's project runs against: the project's `baseURL` (playwright.config.ts),
 * since two projects run side by side on two servers. Only inside a test, a hook or a function they
 * call: at a file's top level there is no test yet, and this throws.
 */
export function serverOrigin(): string {
  const { project } = test.info()
  if (!project.use.baseURL) throw new Error(`Playwright project ${project.name} has no baseURL`)
  return new URL(project.use.baseURL).origin
}

/** The port of this test's e2e server (its fake SMTP, webhook and Stripe servers listen on the next three). */
export const serverPort = () => Number(new URL(serverOrigin()).port)

/** `{slug}.localhost` reaches a site; Chromium resolves *.localhost to loopback. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${serverPort()}${path}`

/**
 * GET a site address (`siteUrl(…)`) from the test process: Node does not resolve *.localhost as
 * Chromium does, so the request goes to loopback with the site's Host header.
 */
export function siteGet(request: APIRequestContext, url: string, options: { maxRedirects?: number } = {}) {
  const { host, pathname, search } = new URL(url)
  return request.get(`${serverOrigin()}${pathname}${search}`, { headers: { host }, ...options })
}

/**
 * A spec's own client address, for `test.use(ownClientAddress(n))`. The e2e server keeps production's
 * per-address budgets (leads, phone codes, reveals) and trusts X-Forwarded-For from loopback (docs/features/security.md
 * "Rate limits and bodies"); a spec that writes names its own address (198.51.100.n, TEST-NET-2) so
 * the specs before it cannot spend its budget. Security attacks use 203.0.113.n (tests/support/security/limits.ts).
 */
export const ownClientAddress = (n: number) => ({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${n}` } })

export type Account = { email: string; password: string; role: string; tenant: string | null }
export const accounts: Account[] = JSON.parse(fs.readFileSync('scripts/seed/accounts.json', 'utf8'))
export const superAdmin = accounts.find((a) => a.role === 'super-admin')!
/** The staff login of a tenant, by tenant slug. */
export const staffOf = (tenant: string) => accounts.find((a) => a.tenant === tenant)!

/** Logs in through the REST API and returns the JWT for Authorization headers. */
export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.post(`${serverOrigin()}/api/users/login`, {
    data: { email: account.email, password: account.password },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).token
}

/**
 * Resolves once React has hydrated this element (the first of the locator's): before then a server-
 * rendered button has no handler and a click on it does nothing. React keeps a hydrated element's
 * props under a `__reactProps$…` key: that DOM state is the event waited for, instead of clicking
 * again until something happens (docs/testing.md "Waiting for the event").
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 30_000,
      message: 'the element was not hydrated',
    })
    .toBe(true)
}

const BARRIER_SITE = 'harbourside-toyota'
let barriers = 0

/**
 * Resolves once every analytics event the server queued before this call is in the database: the
 * proof that nothing more was recorded, without a sleep (docs/testing.md "Waiting for the event").
 * The server writes its queue in order, one batch at a time (src/integrations/analytics), so once a
 * search view sent now (stock §9 "49 search view", with an address no other test uses) is stored,
 * every event queued before it is too.
 */
export async function analyticsWritten(request: APIRequestContext): Promise<void> {
  const probe = `barrier${process.pid}x${Date.now()}x${++barriers}`
  const path = `/search/used-cars?query=${probe}`
  const sent = await request.post(`${serverOrigin()}/api/analytics/search-view`, {
    headers: { host: new URL(siteUrl(BARRIER_SITE)).host },
    data: { path, count: 0 },
  })
  expect(sent.status(), await sent.text()).toBe(202)
  const auth = { Authorization: `JWT ${await apiToken(request, superAdmin)}` }
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(
              `${serverOrigin()}/api/analytics-events?where[event_id][equals]=49&where[path][like]=${probe}&limit=0&depth=0`,
              { headers: auth },
            )
          ).json()
        ).totalDocs,
      { timeout: 20_000, message: 'the analytics barrier event was not written' },
    )
    .toBe(1)
}

export async function expectNoAxeViolations(page: Page, exclude: string[] = []) {
  let builder = new AxeBuilder({ page })
  for (const selector of exclude) builder = builder.exclude(selector)
  const results = await builder.analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/**
 * The code the development SMS outbox holds for a phone (GET /api/sms-outbox, super-admin only): the
 * e2e server sends phone codes there (SMS_TRANSPORT=development). The newest message first.
 */
export async function outboxCode(request: APIRequestContext, phone: string): Promise<string> {
  const token = await apiToken(request, superAdmin)
  const res = await request.get(`${serverOrigin()}/api/sms-outbox?to=${encodeURIComponent(phone)}`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(res.status()).toBe(200)
  const [message] = (await res.json()).messages as { code: string }[]
  expect(message!.code).toMatch(/^\d{6}$/)
  return message!.code
}

/** A filter panel's facet value: a link named "Toyota, 12 cars" (", selected" when ticked). */
export const FACET_OPTION = /^.+, [\d,]+ cars?(, selected)?$/

/** The facet options in a part of the page (a facet's fieldset, the sheet). */
export const facetOptions = (scope: Page | Locator) => scope.getByRole('link', { name: FACET_OPTION })

/** A facet option's label and count, read from its accessible name. */
export async function facetOptionParts(option: Locator): Promise<{ label: string; count: number }> {
  const [, label, count] = /^(.+), ([\d,]+) cars?(?:, selected)?$/.exec(
    (await option.getAttribute('aria-label')) ?? '',
  )!
  return { label: label!, count: Number(count!.replace(/\D/g, '')) }
}

/**
 * Opens the admin's sign-in page and waits until the browser has hydrated it. Payload's login form
 * is a controlled form: text typed before React hydrates it is wiped when it does (measured: an
 * e-mail filled 150 ms after load was gone 500 ms later), so a test, like a person, types once the
 * page is live.
 */
export async function openAdminLogin(page: Page): Promise<void> {
  await page.goto(`${serverOrigin()}/admin/login`)
  await page.waitForLoadState('networkidle')
  // Payload's login form clears what was typed before React took it over: wait until it has.
  await hydrated(page.locator('form input[name="email"], form input[type="email"]'))
}
