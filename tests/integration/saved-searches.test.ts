import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as removePOST } from '@/app/api/account/saved-searches/remove/route'
import { POST as savePOST } from '@/app/api/account/saved-searches/route'
import { POST as unsubscribePOST } from '@/app/api/account/saved-searches/unsubscribe/route'
import { createCustomer } from '@/data/customers/customers'
import { startSession } from '@/data/customers/session'
import { runSavedSearchAlerts } from '@/data/search/saved-search-alerts'
import { savedSearchesOf } from '@/data/search/saved-searches'
import { ALERT_INTERVAL_MS } from '@/domain/accounts/saved-search'
import { SESSION_COOKIE } from '@/domain/accounts/sign-in'
import type { Id } from '@/domain/ids'
import { getSearchEngine, resetSearchEngine } from '@/search/instance'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

// The SMTP peer starts before anything imports the Payload config, which reads SMTP_URL when it is built.
const peers = await vi.hoisted(async () => {
  const { startSmtpServer } = await import('../support/lead-peers')
  const saved = { ...process.env }
  const smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  return { smtp, saved }
})
const { smtp } = peers

// docs/features/accounts.md "Saved searches with alerts": a shopper saves the current results URL; when new stock
// matching it is listed, they get one e-mail a day at most (through the jobs queue), with an
// unsubscribe link that works without signing in (/pages/unsubscribe).
let payload: Payload
let a: World
let b: World
let ip = 0
const ctx = { disableRevalidate: true }

type Route = (r: Request) => Promise<Response>
const post = (route: Route, w: World, path: string, body: unknown, cookie?: string) =>
  route(
    new Request(`http://${siteHost(w.slug)}${path}`, {
      method: 'POST',
      headers: {
        host: siteHost(w.slug),
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}`,
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie)}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  )

async function shopper(w: World, email: string) {
  const phone = `04${String(10_000_000 + Math.floor(Math.random() * 80_000_000))}`
  const customer = await createCustomer({ tenantId: w.tenant.id }, { phone, name: 'Sam', last_name: 'Saver', email })
  return { id: customer.id as Id, cookie: await startSession({ tenantId: w.tenant.id }, customer.id) }
}

let carSeq = 0
async function listCar(w: World, data: Record<string, unknown>) {
  carSeq++
  return payload.create({
    collection: 'cars',
    data: {
      tenant: w.tenant.id,
      dealership: w.dealership.id,
      name: `Listed car ${carSeq}`,
      slug: `listed-${carSeq}`,
      make: 'Toyota',
      model: 'Corolla',
      car_type: 'used',
      status: 'in_stock',
      price: 25_000,
      stocknum: `LS${carSeq}`,
      ...data,
    } as never,
    context: ctx,
  })
}
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(email))

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'SavedA', 2)
  b = await makeWorld(payload, 'SavedB', 1)
  resetSearchEngine()
  await getSearchEngine(payload) // built from this run's database; later cars reach it through the hooks
})

afterAll(async () => {
  resetSearchEngine()
  process.env = peers.saved
  await smtp.close()
})

describe('saving a search', () => {
  it('needs a signed-in shopper, and keeps the canonical address the search engine reads', async () => {
    expect(
      (await post(savePOST, a, '/api/account/saved-searches', { url: '/search/used-cars?make=Toyota' })).status,
    ).toBe(401)
    const me = await shopper(a, 'save@example.com')
    const res = await post(
      savePOST,
      a,
      '/api/account/saved-searches',
      { url: '/search/used-cars?make=Toyota&page=3' },
      me.cookie,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ok: true, already: false })
    const [saved] = await savedSearchesOf({ id: a.site.id, tenantId: a.tenant.id }, me.id)
    expect(saved!.url).not.toContain('page=')
    expect(saved!.url.startsWith('/search/')).toBe(true)
    expect(saved!.label).toMatch(/Used Toyota/)
    // The same search again is the one kept.
    const again = await post(savePOST, a, '/api/account/saved-searches', { url: saved!.url }, me.cookie)
    expect(await again.json()).toMatchObject({ ok: true, already: true, id: saved!.id })
  })

  it.each([
    ['not a results page', '/cars/some-car'],
    ['another origin', 'https://evil.example/search'],
    ['a protocol-relative address', '//evil.example/search'],
    ['a make this site does not have in its path', '/search/used-cars/no-such-make'],
  ])('refuses %s with a 400', async (_, url) => {
    const me = await shopper(a, 'refused@example.com')
    const res = await post(savePOST, a, '/api/account/saved-searches', { url }, me.cookie)
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toMatch(/not_search|invalid_body/)
  })

  it('refuses a body that is not JSON or too long, readably', async () => {
    const me = await shopper(a, 'bad@example.com')
    expect((await post(savePOST, a, '/api/account/saved-searches', { url: 42 }, me.cookie)).status).toBe(400)
    expect(
      (await post(savePOST, a, '/api/account/saved-searches', { url: `/search?q=${'x'.repeat(5000)}` }, me.cookie))
        .status,
    ).toBe(413)
  })
})

describe('the walls', () => {
  it("a shopper cannot delete another shopper's search, nor a search of another tenant", async () => {
    const owner = await shopper(a, 'owner@example.com')
    const other = await shopper(a, 'other@example.com')
    await post(savePOST, a, '/api/account/saved-searches', { url: '/search/new-cars' }, owner.cookie)
    const [mine] = await savedSearchesOf({ id: a.site.id, tenantId: a.tenant.id }, owner.id)
    expect(
      (await post(removePOST, a, '/api/account/saved-searches/remove', { id: mine!.id }, other.cookie)).status,
    ).toBe(404)
    // A cookie of tenant A signs in nobody on tenant B's site.
    expect(
      (await post(removePOST, b, '/api/account/saved-searches/remove', { id: mine!.id }, owner.cookie)).status,
    ).toBe(401)
    expect(await savedSearchesOf({ id: a.site.id, tenantId: a.tenant.id }, owner.id)).toHaveLength(1)
    expect(
      (await post(removePOST, a, '/api/account/saved-searches/remove', { id: mine!.id }, owner.cookie)).status,
    ).toBe(200)
    expect(await savedSearchesOf({ id: a.site.id, tenantId: a.tenant.id }, owner.id)).toHaveLength(0)
  })

  it('staff of another tenant cannot read the saved searches', async () => {
    const { docs } = await payload.find({
      collection: 'saved-searches',
      user: asUser(b.staff),
      overrideAccess: false,
      depth: 0,
    })
    expect(docs.every((d) => String(d.tenant) === String(b.tenant.id))).toBe(true)
  })
})

describe('the alert e-mail', () => {
  it('one e-mail for new matching stock, at most one a day, and an unsubscribe link that works signed out', async () => {
    const email = `alerts-${Date.now()}@example.com`
    const me = await shopper(a, email)
    const t0 = new Date()
    const saved = await post(
      savePOST,
      a,
      '/api/account/saved-searches',
      { url: '/search/used-cars?make=Toyota' },
      me.cookie,
    )
    expect(saved.status).toBe(200)
    const start = mailsTo(email).length

    // Nothing new yet: no e-mail. (Stock listed before the save is not new.)
    await runSavedSearchAlerts(payload, new Date(t0.getTime() + 1000))
    expect(mailsTo(email).length).toBe(start)

    // A new car that does not match (new, not used) sends nothing; one that matches sends one e-mail.
    await new Promise((r) => setTimeout(r, 1100)) // created_at is in whole seconds in the index
    await listCar(a, { name: 'A brand new Corolla', car_type: 'new' })
    await runSavedSearchAlerts(payload, new Date())
    expect(mailsTo(email).length).toBe(start)
    await listCar(a, { name: 'A used Corolla just in', car_type: 'used' })
    const first = await runSavedSearchAlerts(payload, new Date())
    expect(first.sent).toBeGreaterThanOrEqual(1)
    const mails = mailsTo(email)
    expect(mails.length).toBe(start + 1)
    const mail = mails.at(-1)!
    expect(mail.subject).toMatch(/^1 new car matches your search: Used Toyota/)
    expect(mail.text).toContain('A used Corolla just in')
    expect(mail.text).not.toContain('A brand new Corolla')
    expect(JSON.stringify(mail.headers.get('list') ?? mail.headers.get('list-unsubscribe'))).toMatch(
      /\/pages\/unsubscribe\?token=/,
    )

    // Another matching car the same day: no second e-mail until a day has passed.
    await new Promise((r) => setTimeout(r, 1100))
    await listCar(a, { name: 'Another used Corolla', car_type: 'used' })
    await runSavedSearchAlerts(payload, new Date())
    await runSavedSearchAlerts(payload, new Date(Date.now() + ALERT_INTERVAL_MS - 60_000))
    expect(mailsTo(email).length).toBe(start + 1)
    await runSavedSearchAlerts(payload, new Date(Date.now() + ALERT_INTERVAL_MS + 1000))
    expect(mailsTo(email).length).toBe(start + 2)
    expect(mailsTo(email).at(-1)!.text).toContain('Another used Corolla')

    // Unsubscribe without signing in, from the e-mail's link; a forged token or another tenant's site is refused.
    const token = new URL(mail.text!.match(/https?:\/\/\S+\/pages\/unsubscribe\?token=\S+/)![0]).searchParams.get(
      'token',
    )!
    expect(
      (await post(unsubscribePOST, a, '/api/account/saved-searches/unsubscribe', { token: `${token.slice(0, -2)}xx` }))
        .status,
    ).toBe(400)
    expect((await post(unsubscribePOST, b, '/api/account/saved-searches/unsubscribe', { token })).status).toBe(400)
    const off = await post(unsubscribePOST, a, '/api/account/saved-searches/unsubscribe', { token })
    expect(off.status).toBe(200)
    expect(await off.json()).toMatchObject({ ok: true, label: expect.stringMatching(/Used Toyota/) })
    const [kept] = await savedSearchesOf({ id: a.site.id, tenantId: a.tenant.id }, me.id)
    expect(kept!.alerts).toBe(false)

    // No more e-mails once unsubscribed, whatever is listed.
    await new Promise((r) => setTimeout(r, 1100))
    await listCar(a, { name: 'Yet another used Corolla', car_type: 'used' })
    await runSavedSearchAlerts(payload, new Date(Date.now() + 3 * ALERT_INTERVAL_MS))
    expect(mailsTo(email).length).toBe(start + 2)
  })

  it("another tenant's new stock never alerts a shopper of tenant A", async () => {
    const email = `walled-${Date.now()}@example.com`
    const me = await shopper(a, email)
    await post(savePOST, a, '/api/account/saved-searches', { url: '/search/used-cars' }, me.cookie)
    await new Promise((r) => setTimeout(r, 1100))
    await listCar(b, { name: 'Tenant B used car' })
    await runSavedSearchAlerts(payload, new Date(Date.now() + 5 * ALERT_INTERVAL_MS))
    expect(
      mailsTo(email)
        .map((m) => m.text)
        .join('\n'),
    ).not.toContain('Tenant B used car')
  })
})
