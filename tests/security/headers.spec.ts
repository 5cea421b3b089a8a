import { type APIResponse, expect, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { apiToken, openAdminLogin, serverOrigin, serverPort, siteUrl, superAdmin } from '../support/e2e/helpers'

// docs/features/security.md "Headers, CSP and CSRF". There were no browser protections: no CSP, no frame protection
// (the admin could be framed), no X-Content-Type-Options, Referrer-Policy or Permissions-Policy; the
// payload-token cookie lacked Secure in production; cookie-authenticated writes from any Origin
// were accepted.
const CAR = WELL_KNOWN_CARS.certified
const siteHost = () => new URL(siteUrl(CAR.site)).host

function expectBaseHeaders(res: APIResponse, what: string) {
  const h = res.headers()
  expect(h['x-content-type-options'], what).toBe('nosniff')
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(h['permissions-policy'], what).toContain('camera=()')
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))

test('a shopper page: nosniff, referrer and permissions policies, a nonce CSP and frame protection', async ({
  request,
}) => {
  const res = await request.get(`${serverOrigin()}/cars/${CAR.slug}`, { headers: { host: siteHost() } })
  expect(res.status()).toBe(200)
  expectBaseHeaders(res, 'shopper page')
  const csp = res.headers()['content-security-policy'] ?? ''
  const script = directive(csp, 'script-src') ?? ''
  expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/)
  expect(script).not.toContain("'unsafe-inline'")
  expect(directive(csp, 'object-src')).toBe("object-src 'none'")
  expect(directive(csp, 'base-uri')).toBe("base-uri 'self'")
  expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN')
  // Every script Next emits carries this response's nonce; a second response gets another one.
  const nonce = /'nonce-([^']+)'/.exec(script)![1]
  const html = await res.text()
  const scripts = html.match(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  const again = await request.get(`${serverOrigin()}/cars/${CAR.slug}`, { headers: { host: siteHost() } })
  expect(again.headers()['content-security-policy']).not.toContain(nonce)
})

test('a client cannot choose the nonce with its own CSP request header', async ({ request }) => {
  const res = await request.get(`${serverOrigin()}/`, {
    headers: { host: siteHost(), 'content-security-policy': "script-src 'nonce-chosenbytheattacker'" },
  })
  expect(res.headers()['content-security-policy']).not.toContain('chosenbytheattacker')
  expect(await res.text()).not.toContain('chosenbytheattacker')
})

test('the page runs under its CSP: no violation, and the islands hydrate', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(m.text())) violations.push(m.text())
  })
  await page.goto(siteUrl(CAR.site, `/cars/${CAR.slug}`))
  // The phone reveal is a client island: it works only if the scripts ran.
  const logged = page.waitForResponse((r) => r.url().endsWith('/api/phone-reveal'))
  await page.getByRole('button', { name: /^Show phone number/ }).click()
  await logged
  await expect(page.locator('.vehicle-actions__phone a[href^="tel:"]')).toBeVisible()
  await page.goto(siteUrl(CAR.site, '/search/used-cars'))
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('the admin login page: the same headers, a CSP, and nothing may frame it', async ({ request }) => {
  const res = await request.get(`${serverOrigin()}/admin/login`)
  expect(res.status()).toBe(200)
  expectBaseHeaders(res, 'admin')
  const csp = res.headers()['content-security-policy'] ?? ''
  expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  expect(directive(csp, 'object-src')).toBe("object-src 'none'")
  expect(res.headers()['x-frame-options']).toBe('DENY')
})

test('the admin does not render inside a frame of another origin', async ({ page }) => {
  // Another loopback origin (127.0.0.1 is not localhost) on a page without a CSP of its own (a plain
  // file), so only the admin's own answer can stop the frame.
  await page.goto(`http://127.0.0.1:${serverPort()}/robots.txt`)
  const admin = page.waitForResponse((r) => r.url().startsWith(`${serverOrigin()}/admin/login`))
  await page.evaluate((src) => {
    const frame = document.createElement('iframe')
    frame.title = 'admin'
    frame.src = src
    document.body.append(frame)
  }, `${serverOrigin()}/admin/login`)
  expect((await admin).status()).toBe(200) // the admin answered; the browser must refuse to show it
  await page.waitForTimeout(2000)
  const child = page.frames().find((f) => f !== page.mainFrame())
  expect(child).toBeDefined()
  expect(await child!.locator('input[type="password"]').count()).toBe(0)
})

test('API routes: shopper endpoints and Payload REST carry the headers too', async ({ request }) => {
  expectBaseHeaders(
    await request.get(`${serverOrigin()}/api/search?hitsPerPage=1`, { headers: { host: siteHost() } }),
    '/api/search',
  )
  expectBaseHeaders(await request.get(`${serverOrigin()}/api/users/me`), '/api/users/me')
})

test('the staff session cookie is Secure and HttpOnly in production', async ({ request }) => {
  const res = await request.post(`${serverOrigin()}/api/users/login`, {
    data: { email: superAdmin.email, password: superAdmin.password },
  })
  expect(res.status()).toBe(200)
  const cookie =
    res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('payload-token='))
      ?.value ?? ''
  expect(cookie).toMatch(/;\s*Secure/i)
  expect(cookie).toMatch(/;\s*HttpOnly/i)
})

test('a cookie-authenticated write from another origin is refused; from the admin origin it passes', async ({
  request,
}) => {
  const token = await apiToken(request, superAdmin)
  const car = (
    await (
      await request.get(`${serverOrigin()}/api/cars?limit=1&depth=0`, { headers: { Authorization: `JWT ${token}` } })
    ).json()
  ).docs[0]
  const cookie = `payload-token=${token}`
  for (const origin of ['https://evil.example', 'null', `http://${siteHost()}`]) {
    const res = await request.patch(`${serverOrigin()}/api/cars/${car.id}`, {
      headers: { cookie, origin },
      data: { name: `${car.name} (forged)` },
    })
    expect([401, 403], origin).toContain(res.status())
  }
  const fetchMeta = await request.patch(`${serverOrigin()}/api/cars/${car.id}`, {
    headers: { cookie, 'sec-fetch-site': 'cross-site' },
    data: { name: `${car.name} (forged)` },
  })
  expect([401, 403]).toContain(fetchMeta.status())
  const after = await (
    await request.get(`${serverOrigin()}/api/cars/${car.id}?depth=0`, { headers: { Authorization: `JWT ${token}` } })
  ).json()
  expect(after.name).toBe(car.name)

  const own = await request.patch(`${serverOrigin()}/api/cars/${car.id}`, {
    headers: { cookie, origin: serverOrigin() },
    data: { name: car.name },
  })
  expect(own.status()).toBe(200)
})

test('a cookie-authenticated edit or delete of leads from another origin is refused by our check', async ({
  request,
}) => {
  // /api/leads once held the shopper's POST route, which handed PATCH and DELETE straight to Payload,
  // past the origin check every other collection gets; the POST is /api/enquiries now.
  const token = await apiToken(request, superAdmin)
  const lead = await request.post(`${serverOrigin()}/api/enquiries`, {
    headers: { host: siteHost(), 'x-forwarded-for': '203.0.113.60' },
    data: {
      kind: 'enquiry',
      car_id: CAR.slug,
      name: 'Csrf',
      email: `csrf-${Date.now()}@example.com`,
      phone: '0412345678',
      message: 'Hello',
      opt_in: false,
    },
  })
  expect(lead.status()).toBe(201)
  const id = (await lead.json()).lead_id
  const cookie = `payload-token=${token}`
  for (const [method, path] of [
    ['PATCH', `/api/leads?where[id][equals]=${id}`],
    ['DELETE', `/api/leads?where[id][equals]=${id}`],
    ['PATCH', `/api/reservations?where[id][exists]=true`],
    ['DELETE', `/api/saved-searches?where[id][exists]=true`],
  ] as const) {
    const res = await request.fetch(`${serverOrigin()}${path}`, {
      method,
      headers: { cookie, origin: 'https://evil.example' },
      data: { message: 'forged' },
    })
    expect(res.status(), `${method} ${path}`).toBe(403)
    expect((await res.json()).error.code, `${method} ${path}`).toBe('cross_site_request')
  }
  const after = await request.get(`${serverOrigin()}/api/leads/${id}?depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(after.status()).toBe(200)
  expect((await after.json()).message).toBe('Hello')
})

test('the admin works under its CSP: log in, list and edit a car without a violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|create)/i.test(m.text()))
      violations.push(m.text())
  })
  await openAdminLogin(page)
  await page.getByLabel('Email').fill(superAdmin.email)
  await page.getByLabel('Password').fill(superAdmin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await page.goto(`${serverOrigin()}/admin/collections/cars`)
  await page.locator('table a[href*="/admin/collections/cars/"]').first().click()
  await expect(page.locator('input[name="name"]')).toBeVisible({ timeout: 20_000 })
  expect(violations).toEqual([])
})
