import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as revealPOST } from '@/app/api/phone-reveal/route'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/phones-and-breakpoints.md "Phones and breakpoints": the small-screen header holds the phone (tap to call, following
// the masking rules).
// spec: stock §4 "Phone reveal: the number is masked after the first 5 characters until clicked; the
// click logs a reveal call, then shows the number." The header's tap reveals with source 'header'.
const ctx = { disableRevalidate: true }
let payload: Payload
let a: World
let b: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'HeaderA', 1)
  b = await makeWorld(payload, 'HeaderB', 1)
  await payload.update({
    collection: 'sites',
    id: a.site.id,
    data: { settings: { sales_phone: '02 4111 2222' } },
    context: ctx,
  })
  await payload.update({
    collection: 'dealerships',
    id: b.dealership.id,
    data: { phones: { main: '07 3999 8888' } },
    context: ctx,
  })
})

const reveal = (slug: string, body: unknown) =>
  revealPOST(
    new Request(`http://${siteHost(slug)}/api/phone-reveal`, {
      method: 'POST',
      headers: { host: siteHost(slug), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )

const headerRevealsOf = async (world: World) =>
  (
    await payload.find({
      collection: 'phone-reveals',
      where: { and: [{ site: { equals: world.site.id } }, { source: { equals: 'header' } }] },
      depth: 0,
    })
  ).docs

describe("POST /api/phone-reveal {source: 'header'}: the header's call button reveals the site's number", () => {
  it('logs the reveal with its source, the site and its dealership, and answers the sales phone', async () => {
    const res = await reveal(a.slug, { source: 'header' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true, phone: '02 4111 2222' })
    const [stored, ...more] = await headerRevealsOf(a)
    expect(more).toEqual([])
    expect(stored).toMatchObject({
      source: 'header',
      site: a.site.id,
      tenant: a.tenant.id,
      dealership: a.dealership.id,
      phone: '02 4111 2222',
    })
    expect(stored!.car ?? null).toBeNull()
  })

  it("without a sales phone, the primary dealership's main number; each site reveals only its own number", async () => {
    const res = await reveal(b.slug, { source: 'header' })
    expect(await res.json()).toEqual({ ok: true, phone: '07 3999 8888' })
    // The wall: a reveal on B's host is logged on B and answers B's number, never A's.
    expect((await headerRevealsOf(b)).map((r) => [r.site, r.phone])).toEqual([[b.site.id, '07 3999 8888']])
    expect((await headerRevealsOf(a)).map((r) => r.phone)).toEqual(['02 4111 2222'])
  })

  it.each([
    ['an unknown source', { source: 'footer' }],
    ['both a car and the header', { source: 'header', car_id: 1 }],
    ['neither', {}],
  ])('400 for %s, and nothing is stored', async (_case, body) => {
    const before = (await headerRevealsOf(a)).length
    const res = await reveal(a.slug, body)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({ code: 'invalid_body', fields: expect.any(Object) })
    expect(await headerRevealsOf(a)).toHaveLength(before)
  })
})
