import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as spinPOST } from '@/app/api/spin-to-win/route'
import { loadSpinCampaign, spinOf, spinTheWheel } from '@/data/content/spin-to-win'
import { startSession } from '@/data/customers/session'
import { loadSite } from '@/data/sites/loaders'
import type { SiteContext } from '@/data/sites/sites'
import { SESSION_COOKIE } from '@/domain/accounts/sign-in'
import { SPIN_LEAD_CATEGORY } from '@/domain/promo/spin-to-win'
import type { SpinCampaign } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/accounts.md "Shopper accounts and gating", "Spin to Win": /spin-to-win (gated by setting), a
// staff-configured prize wheel for a campaign (prizes and odds in the admin), one spin per account
// per campaign, the result stored as a lead. Finance §2 names the page, §6 its gate. Tenants are
// walls: a shopper of A never spins, reads or sees B's wheel.
let payload: Payload
let a: World
let b: World
let siteA: SiteContext
let siteB: SiteContext
let campaignA: SpinCampaign
let campaignB: SpinCampaign
let ipSeq = 0
const ctx = { disableRevalidate: true }

const PRIZES = [
  { label: '$50 fuel card', weight: 1, no_prize: false },
  { label: 'Better luck next time', weight: 3, no_prize: true },
]

const makeCampaign = (w: World, name: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'spin-campaigns',
    data: { tenant: w.tenant.id, name, active: true, prizes: PRIZES, sites: [w.site.id], ...extra } as never,
    context: ctx,
  })

let phoneSeq = 0
async function shopper(w: World) {
  const customer = await payload.create({
    collection: 'customers',
    data: {
      tenant: w.tenant.id,
      phone: `0488${String(100000 + ++phoneSeq).slice(-6)}`,
      name: 'Spin',
      last_name: 'Ner',
      email: 'spinner@example.com',
    },
    overrideAccess: true,
    context: ctx,
  })
  return { customer, cookie: await startSession({ tenantId: w.tenant.id }, customer.id) }
}

const spin = (w: World, campaignId: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  spinPOST(
    new Request(`http://${siteHost(w.slug)}/api/spin-to-win`, {
      method: 'POST',
      headers: {
        host: siteHost(w.slug),
        'content-type': 'application/json',
        'x-forwarded-for': `198.18.0.${++ipSeq % 250}`,
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie)}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ campaign_id: campaignId }),
    }),
  )

const spinsOf = async (customerId: unknown) =>
  (await payload.find({ collection: 'spins', where: { customer: { equals: customerId } }, overrideAccess: true })).docs
const spinLeads = async (w: World, phone: string) =>
  (
    await payload.find({
      collection: 'leads',
      where: { and: [{ tenant: { equals: w.tenant.id } }, { phone: { equals: phone } }] },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'SpinA', 1)
  b = await makeWorld(payload, 'SpinB', 1)
  siteA = (await loadSite(payload, a.slug))!
  siteB = (await loadSite(payload, b.slug))!
  campaignA = await makeCampaign(a, 'A summer spin')
  campaignB = await makeCampaign(b, 'B summer spin')
})

describe('POST /api/spin-to-win', () => {
  it('an anonymous spin is refused with 401: one spin per account needs an account', async () => {
    const res = await spin(a, campaignA.id)
    expect(res.status).toBe(401)
    expect((await res.json()).error.code).toBe('sign_in_required')
  })

  it('a signed-in shopper spins once: the prize, a spin row and a lead with its delivery job', async () => {
    const { customer, cookie } = await shopper(a)
    const res = await spin(a, campaignA.id, cookie)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(PRIZES.map((p) => p.label)).toContain(body.prize)
    expect(body.won).toBe(body.prize === '$50 fuel card')
    const [row] = await spinsOf(customer.id)
    expect(row).toMatchObject({ prize: body.prize, won: body.won })
    const leads = await spinLeads(a, customer.phone)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      category: SPIN_LEAD_CATEGORY,
      subcategory: body.prize,
      site: a.site.id,
      email: 'spinner@example.com',
      delivery_status: 'pending',
    })
    expect(String((row!.lead as { id?: unknown })?.id ?? row!.lead)).toBe(String(leads[0]!.id))
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverLead' } },
      limit: 1000,
      overrideAccess: true,
    })
    expect(jobs.some((j) => String((j.input as { lead?: string }).lead) === String(leads[0]!.id))).toBe(true)

    // A second spin: 409 with the first result, and nothing more is stored.
    const again = await spin(a, campaignA.id, cookie)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: { code: 'already_spun' }, prize: body.prize })
    expect(await spinsOf(customer.id)).toHaveLength(1)
    expect(await spinLeads(a, customer.phone)).toHaveLength(1)
  })

  // docs/features/security.md "Idempotent leads": every lead route answers a retry under the same key as the first try.
  it('a retry under the same Idempotency-Key gets the first spin’s answer; a new key gets 409', async () => {
    const { customer, cookie } = await shopper(a)
    const key = { 'idempotency-key': `spin-${customer.id}` }
    const first = await spin(a, campaignA.id, cookie, key)
    expect(first.status).toBe(200)
    const body = await first.json()
    const again = await spin(a, campaignA.id, cookie, key)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(body)
    expect((await spin(a, campaignA.id, cookie, { 'idempotency-key': `other-${customer.id}` })).status).toBe(409)
    expect(await spinsOf(customer.id)).toHaveLength(1)
    expect(await spinLeads(a, customer.phone)).toHaveLength(1)
  })

  it('spins that race are one spin: the unique index refuses the rest', async () => {
    const { customer, cookie } = await shopper(a)
    const statuses = (await Promise.all(Array.from({ length: 4 }, () => spin(a, campaignA.id, cookie)))).map(
      (r) => r.status,
    )
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(3)
    expect(await spinsOf(customer.id)).toHaveLength(1)
    expect(await spinLeads(a, customer.phone)).toHaveLength(1)
  })

  it('a lead that cannot be written leaves no spin: 503, then the shopper spins again', async () => {
    // One spin per account per campaign, the result stored as a lead: a spin kept
    // without its lead would refuse the shopper's next spin and no dealer would ever hear of it.
    const { customer, cookie } = await shopper(a)
    const create = payload.create.bind(payload)
    const spy = vi
      .spyOn(payload, 'create')
      .mockImplementation(((args: Parameters<Payload['create']>[0]) =>
        args.collection === 'leads'
          ? Promise.reject(new Error('database is locked'))
          : create(args)) as Payload['create'])
    let failed: Response
    try {
      failed = await spin(a, campaignA.id, cookie)
    } finally {
      spy.mockRestore()
    }
    expect(failed.status).toBe(503)
    expect(await spinsOf(customer.id)).toHaveLength(0)
    expect(await spinLeads(a, customer.phone)).toHaveLength(0)

    const again = await spin(a, campaignA.id, cookie)
    expect(again.status).toBe(200)
    expect(await spinsOf(customer.id)).toHaveLength(1)
    expect(await spinLeads(a, customer.phone)).toHaveLength(1)
  })

  it('the database itself refuses a second spin of one shopper in one campaign', async () => {
    const { customer } = await shopper(a)
    const data = {
      tenant: a.tenant.id,
      spin_key: `${campaignA.id}:${customer.id}`,
      campaign: campaignA.id,
      customer: customer.id,
      site: a.site.id,
      prize: 'x',
    }
    await payload.create({ collection: 'spins', data, overrideAccess: true })
    await expect(payload.create({ collection: 'spins', data, overrideAccess: true })).rejects.toThrow()
  })

  it('a stopped or finished campaign takes no spin (404 closed)', async () => {
    const stopped = await makeCampaign(a, 'Stopped', { active: false })
    const ended = await makeCampaign(a, 'Ended', { ends_at: new Date(Date.now() - 60_000).toISOString() })
    const { cookie } = await shopper(a)
    for (const c of [stopped, ended]) {
      const res = await spin(a, c.id, cookie)
      expect(res.status).toBe(404)
      expect((await res.json()).error.code).toBe('closed')
    }
  })

  it('bad bodies get a readable 400', async () => {
    const { cookie } = await shopper(a)
    expect((await spin(a, null, cookie)).status).toBe(400)
    expect((await spin(a, 'x'.repeat(100), cookie)).status).toBe(400)
  })
})

describe('the draw follows the odds staff set, with an injected random source', () => {
  it('random 0 lands on the first prize; 0.9 on the last', async () => {
    const first = await shopper(a)
    const last = await shopper(a)
    expect(await spinTheWheel(siteA, first.customer, campaignA.id, { random: () => 0 })).toMatchObject({
      ok: true,
      prize: '$50 fuel card',
      won: true,
    })
    expect(await spinTheWheel(siteA, last.customer, campaignA.id, { random: () => 0.9 })).toMatchObject({
      ok: true,
      prize: 'Better luck next time',
      won: false,
    })
  })
})

describe('the tenant wall', () => {
  it("each site shows only its own tenant's campaign", async () => {
    expect((await loadSpinCampaign(siteA))?.id).toBe(campaignA.id)
    expect((await loadSpinCampaign(siteB))?.id).toBe(campaignB.id)
  })

  it("a shopper of A cannot spin B's campaign from A's site, nor use A's cookie on B's site", async () => {
    const { customer, cookie } = await shopper(a)
    const cross = await spin(a, campaignB.id, cookie)
    expect(cross.status).toBe(404)
    expect((await spin(b, campaignB.id, cookie)).status).toBe(401)
    expect(await spinsOf(customer.id)).toHaveLength(0)
    // Nor is A's spin visible through B's site.
    await spin(a, campaignA.id, cookie)
    expect(await spinOf(siteA, campaignA.id, customer.id)).not.toBeNull()
    expect(await spinOf(siteB, campaignA.id, customer.id)).toBeNull()
  })

  it("staff of B see neither A's campaigns nor A's spins; anonymous API reads are denied", async () => {
    const as = { user: asUser(b.staff), overrideAccess: false }
    const campaigns = await payload.find({ collection: 'spin-campaigns', limit: 100, depth: 0, ...as })
    expect(campaigns.docs.map((c) => c.id)).not.toContain(campaignA.id)
    const spins = await payload.find({ collection: 'spins', limit: 100, depth: 0, ...as })
    expect(spins.docs.every((s) => String(s.tenant) === String(b.tenant.id))).toBe(true)
    await expect(payload.find({ collection: 'spins', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(payload.find({ collection: 'spin-campaigns', overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it('staff may edit their own campaign but not create spins', async () => {
    const as = { user: asUser(a.staff), overrideAccess: false }
    const updated = await payload.update({
      collection: 'spin-campaigns',
      id: campaignA.id,
      data: { terms: 'One spin each.' },
      context: ctx,
      ...as,
    })
    expect(updated.terms).toBe('One spin each.')
    await expect(
      payload.update({ collection: 'spin-campaigns', id: campaignB.id, data: { terms: 'x' }, context: ctx, ...as }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'spins',
        data: { spin_key: 'forged', campaign: campaignA.id, customer: 1, site: a.site.id, prize: 'x' } as never,
        ...as,
      }),
    ).rejects.toThrow()
  })
})
