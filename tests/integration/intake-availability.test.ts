import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as enquiries from '@/app/api/enquiries/route'
import * as financeLead from '@/app/api/finance/lead/route'
import * as phoneReveal from '@/app/api/phone-reveal/route'
import { api } from '@/http/client'
import type { RequestOf } from '@/http/contracts'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'
import { solvedChallenge } from '../support/security/challenge'

// Security: "A budget that runs out never refuses a real shopper. … past a site's normal rate, a
// public write must carry a solved proof-of-work challenge …, which the forms fetch and solve in the
// browser without the shopper doing anything; scripts without it get 429. Junk (a body that fails
// validation) is counted against the sender's address, not the site. A lead that passes validation
// is always stored (flagged suspected where the challenge was skipped or failed), never dropped:
// staff see suspected leads apart, and they are not delivered to the CRM until a person releases them."
// The site's normal rate is 5 leads here (RATE_LIMIT_LEAD_PER_SITE), so a flood is a few requests.
const SITE_BUDGET = 5
const saved = { site: process.env.RATE_LIMIT_LEAD_PER_SITE, reveal: process.env.RATE_LIMIT_REVEAL_PER_SITE }
let payload: Payload

beforeAll(async () => {
  process.env.RATE_LIMIT_LEAD_PER_SITE = `${SITE_BUDGET}/600`
  process.env.RATE_LIMIT_REVEAL_PER_SITE = `${SITE_BUDGET}/600`
  payload = await testPayload()
})
afterAll(() => {
  process.env.RATE_LIMIT_LEAD_PER_SITE = saved.site
  process.env.RATE_LIMIT_REVEAL_PER_SITE = saved.reveal
  vi.unstubAllGlobals()
})

let address = 0
/** A request from its own client address (outside production the handler reads X-Forwarded-For). */
const request = (w: World, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const host = siteHost(w.slug)
  return new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: {
      host,
      'content-type': 'application/json',
      'x-forwarded-for': `198.18.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
      ...headers,
    },
    body: JSON.stringify(body),
  })
}
const enquiry = (w: World, email: string) => ({
  kind: 'enquiry',
  name: 'Casey',
  email,
  phone: '0412345678',
  message: 'Is it still available?',
  car_id: w.cars[0]!.slug,
})
const leadsOf = async (email: string) =>
  (
    await payload.find({
      collection: 'leads',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const jobsOf = async (leadId: number | string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'deliverLead' } }, { 'input.lead': { equals: String(leadId) } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).totalDocs
/** The site's budget spent by SITE_BUDGET shoppers from as many addresses. */
async function spendBudget(w: World) {
  for (let n = 0; n < SITE_BUDGET; n++) {
    const res = await enquiries.POST(request(w, '/api/enquiries', enquiry(w, `early-${n}-${w.slug}@example.com`)))
    expect(res.status).toBe(201)
  }
}
/** The browser's fetch, answered by the route handlers, as a shopper's page on `w` would send it. */
function browserOn(w: World) {
  const routes: Record<string, (r: Request) => Promise<Response>> = {
    '/api/enquiries': enquiries.POST,
    '/api/finance/lead': financeLead.POST,
    '/api/phone-reveal': phoneReveal.POST,
  }
  const shopper = `198.19.0.${(address++ % 250) + 1}`
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const host = siteHost(w.slug)
    const headers = new Headers(init.headers)
    headers.set('host', host)
    headers.set('origin', `https://${host}`)
    headers.set('x-forwarded-for', shopper)
    return routes[url]!(new Request(`http://${host}${url}`, { ...init, headers }))
  })
}

describe('junk never spends a site’s budget', () => {
  // Twenty times the site's budget: before, the fifth junk body had already spent it.
  it('a hundred invalid bodies from rotating addresses, then every real shopper is stored and answered 201', async () => {
    const w = await makeWorld(payload, 'Junk', 1)
    const junk = []
    for (let n = 0; n < 20 * SITE_BUDGET; n++) junk.push(await enquiries.POST(request(w, '/api/enquiries', {})))
    expect(new Set(junk.map((r) => r.status))).toEqual(new Set([400]))
    for (let n = 0; n < SITE_BUDGET; n++) {
      const email = `after-junk-${n}-${w.slug}@example.com`
      expect((await enquiries.POST(request(w, '/api/enquiries', enquiry(w, email)))).status).toBe(201)
      expect(await leadsOf(email)).toHaveLength(1)
    }
  })
})

describe('past the site’s normal rate', () => {
  it('a script without a challenge gets 429 challenge_required, and its valid lead is held, not dropped', async () => {
    const w = await makeWorld(payload, 'Held', 1)
    await spendBudget(w)
    const email = `script-${w.slug}@example.com`
    const res = await enquiries.POST(request(w, '/api/enquiries', enquiry(w, email)))
    expect(res.status).toBe(429)
    const body = await res.json()
    expect(body).toMatchObject({ error: { code: 'challenge_required', message: expect.any(String) }, received: true })
    expect(body.challenge.parameters.data).toEqual({ site: String(w.site.id) })
    const [lead] = await leadsOf(email)
    expect(lead).toMatchObject({ suspected: true, delivery_status: 'held' })
    expect(await jobsOf(lead!.id)).toBe(0)
    // Junk past the rate is still only junk: 400, nothing stored.
    expect((await enquiries.POST(request(w, '/api/enquiries', { kind: 'enquiry' }))).status).toBe(400)
  })

  it('a shopper’s browser solves the challenge by itself: one lead, answered 201, delivered as usual', async () => {
    const w = await makeWorld(payload, 'Solved', 1)
    await spendBudget(w)
    browserOn(w)
    const email = `shopper-${w.slug}@example.com`
    const answer = await api.call('enquiries', enquiry(w, email) as RequestOf<'enquiries'>)
    expect(answer).toMatchObject({
      ok: true,
      status: 201,
      data: { redirect: `/success?dealership=${w.dealership.slug}` },
    })
    const leads = await leadsOf(email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ suspected: false, delivery_status: 'pending' })
    expect(answer.ok && answer.data?.lead_id).toBe(leads[0]!.id)
    expect(await jobsOf(leads[0]!.id)).toBe(1)
  })

  it('a solution is good once, for its own site only', async () => {
    const [a, b] = [await makeWorld(payload, 'Once', 1), await makeWorld(payload, 'Other', 1)]
    await spendBudget(a)
    await spendBudget(b)
    const first = await enquiries.POST(request(a, '/api/enquiries', enquiry(a, `once-${a.slug}@example.com`)))
    const { challenge } = await first.json()
    const withProof = await solvedChallenge(challenge)
    // Site b does not take site a's solution.
    const elsewhere = await enquiries.POST(
      request(b, '/api/enquiries', enquiry(b, `x-${b.slug}@example.com`), withProof),
    )
    expect((await elsewhere.json()).error.code).toBe('challenge_required')
    const used = await enquiries.POST(request(a, '/api/enquiries', enquiry(a, `used-${a.slug}@example.com`), withProof))
    expect(used.status).toBe(201)
    const replayed = await enquiries.POST(
      request(a, '/api/enquiries', enquiry(a, `again-${a.slug}@example.com`), withProof),
    )
    expect(replayed.status).toBe(429)
    expect(await leadsOf(`again-${a.slug}@example.com`)).toMatchObject([{ suspected: true }])
  })

  it('a browser that cannot run the challenge is told its enquiry was received; the lead waits for staff', async () => {
    const w = await makeWorld(payload, 'NoCrypto', 1)
    await spendBudget(w)
    browserOn(w)
    // No Web Crypto digest in this browser: the solver cannot run.
    const digest = vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('not supported'))
    try {
      const email = `old-browser-${w.slug}@example.com`
      const answer = await api.call('enquiries', enquiry(w, email) as RequestOf<'enquiries'>)
      expect(answer).toMatchObject({ ok: true, data: { received: true, redirect: '/success' } })
      expect(await leadsOf(email)).toMatchObject([{ suspected: true, delivery_status: 'held' }])
      expect(digest).toHaveBeenCalled()
    } finally {
      digest.mockRestore()
      vi.unstubAllGlobals()
    }
  })

  // stock §8 "Phone reveal failure: console log only": a dealer's number is never withheld.
  it('a phone reveal past the site’s rate still shows the number, and writes no log', async () => {
    const w = await makeWorld(payload, 'Reveal', 1)
    const reveals = async () =>
      (
        await payload.count({
          collection: 'phone-reveals',
          where: { site: { equals: w.site.id } },
          overrideAccess: true,
        })
      ).totalDocs
    // The site header's number: its primary dealership's main number (makeWorld).
    const reveal = { source: 'header' }
    for (let n = 0; n < SITE_BUDGET; n++)
      expect((await phoneReveal.POST(request(w, '/api/phone-reveal', reveal))).status).toBe(201)
    const res = await phoneReveal.POST(request(w, '/api/phone-reveal', reveal))
    expect(res.status).toBe(200)
    expect((await res.json()).phone).toBe('+61 2 9000 0000')
    expect(await reveals()).toBe(SITE_BUDGET)
  })
})
