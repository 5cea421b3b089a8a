import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as deliveryGET } from '@/app/api/delivery-estimate/route'
import { POST as revealPOST } from '@/app/api/phone-reveal/route'
import { DELIVERY_MESSAGES } from '@/domain/delivery/messages'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

const ctx = { disableRevalidate: true }
let payload: Payload
let a: World
let b: World

const estimate = (world: World, name: string, from: number, to: number, price: number, dealership?: number) =>
  payload.create({
    collection: 'delivery-estimates',
    data: { tenant: world.tenant.id, name, postcode_from: from, postcode_to: to, price, dealership },
    context: ctx,
  })

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Deliver', 2)
  b = await makeWorld(payload, 'Elsewhere', 1)
  await estimate(a, 'Sydney Metro', 2000, 2234, 0)
  await estimate(a, 'Illawarra', 2500, 2534, 150)
  await estimate(a, 'Darwin', 800, 899, 2800)
  await estimate(a, 'Illawarra (dealer rate)', 2500, 2534, 99, a.dealership.id)
  await estimate(a, 'Hunter (dealer only)', 2250, 2499, 450, a.dealership.id)
  await estimate(b, 'Perth', 6000, 6999, 3500) // another tenant's range: never used for site A
  // B's one location, in Fremantle: the distance of a delivery is measured from it.
  await payload.create({
    collection: 'locations',
    data: {
      tenant: b.tenant.id,
      name: 'Elsewhere Fremantle',
      slug: `elsewhere-fremantle-${b.slug}`,
      dealership: b.dealership.id,
      location_type: 'sales',
      address: {
        street: '1 Queen Victoria Street',
        city: 'Fremantle',
        state: 'wa',
        postcode: '6160',
        lat: -32.0569,
        long: 115.7439,
      },
    } as never,
    context: ctx,
  })
})

const get = (site: string, query: string) =>
  deliveryGET(
    new Request(`http://${siteHost(site)}/api/delivery-estimate${query}`, { headers: { host: siteHost(site) } }),
  )

describe('GET /api/delivery-estimate (stock §5 delivery calculator)', () => {
  it.each([
    ['a range of the tenant', '?postcode=2500', { name: 'Illawarra', price: 150 }],
    ['range ends are inclusive', '?postcode=2234', { name: 'Sydney Metro', price: 0 }],
    ['a leading-zero postcode (NT 08xx)', '?postcode=0810', { name: 'Darwin', price: 2800 }],
    [
      "the dealership's own range wins over the tenant-wide one",
      `?postcode=2500&dealership=DEALER`,
      { name: 'Illawarra (dealer rate)', price: 99 },
    ],
    [
      'a range limited to the dealership',
      `?postcode=2300&dealership=DEALER`,
      { name: 'Hunter (dealer only)', price: 450 },
    ],
  ])('200 for %s', async (_case, query, expected) => {
    const res = await get(a.slug, query.replace('DEALER', String(a.dealership.id)))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(expected)
  })

  it.each([
    ['no range covers it (stock §5 "No estimate found")', '?postcode=6000'],
    ['a dealership-only range without that dealership', '?postcode=2300'],
    ["another tenant's dealership does not unlock a dealership-only range", '?postcode=2300&dealership=OTHER'],
  ])('404 with the spec message when %s', async (_case, query) => {
    const res = await get(a.slug, query.replace('OTHER', String(b.dealership.id)))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'no_estimate', message: DELIVERY_MESSAGES.noEstimate } })
    expect(DELIVERY_MESSAGES.noEstimate).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    )
  })

  it("uses only the site's tenant: tenant B's Perth range answers on B and not on A", async () => {
    expect((await get(a.slug, '?postcode=6000')).status).toBe(404)
    const res = await get(b.slug, '?postcode=6000')
    // The distance comes from the dealer locator's geocoder: Perth 6000 is about 18 km from Fremantle.
    const body = (await res.json()) as { name: string; price: number; distance: { km: number; from: string } }
    expect([body.name, body.price, body.distance.from]).toEqual(['Perth', 3500, 'Elsewhere Fremantle'])
    expect(body.distance.km).toBeGreaterThan(10)
    expect(body.distance.km).toBeLessThan(30)
    expect((await get(b.slug, '?postcode=2500')).status).toBe(404) // A's Illawarra is not B's
  })

  it.each([
    ['missing', '', 'postcode_required', 'Please enter a postcode.'],
    [
      'empty (stock §5 "Empty gives \'Please enter a postcode.\'")',
      '?postcode=',
      'postcode_required',
      'Please enter a postcode.',
    ],
    ['blank', '?postcode=%20%20', 'postcode_required', 'Please enter a postcode.'],
    ['three digits', '?postcode=250', 'invalid_postcode', 'Invalid postcode. Please enter a 4-digit number.'],
    ['letters', '?postcode=25a0', 'invalid_postcode', 'Invalid postcode. Please enter a 4-digit number.'],
    [
      'very long',
      `?postcode=${'9'.repeat(500)}`,
      'invalid_postcode',
      'Invalid postcode. Please enter a 4-digit number.',
    ],
  ])('400 when the postcode is %s', async (_case, query, code, message) => {
    const res = await get(a.slug, query)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: { code, message } })
  })

  it('rejects a stored range whose postcode_to is below postcode_from', async () => {
    await expect(estimate(a, 'Upside down', 2600, 2500, 10)).rejects.toThrow(/postcode/i)
  })

  it('400 for a malformed dealership, 404 for an unknown site', async () => {
    expect((await get(a.slug, '?postcode=2500&dealership=1;drop')).status).toBe(400)
    expect((await get('no-such-site', '?postcode=2500')).status).toBe(404)
  })
})

const reveal = (site: string, body: unknown, headers: Record<string, string> = {}) =>
  revealPOST(
    new Request(`http://${siteHost(site)}/api/phone-reveal`, {
      method: 'POST',
      headers: { host: siteHost(site), 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

const revealsOf = async (car: number) =>
  (await payload.find({ collection: 'phone-reveals', where: { car: { equals: car } }, depth: 0 })).docs

describe('POST /api/phone-reveal (stock §4 "the click logs a reveal call", §7 car_id, dealership_id, website_id)', () => {
  it('stores the reveal with the car, its dealership, the site and the chosen call number', async () => {
    await payload.update({
      collection: 'dealerships',
      id: a.dealership.id,
      data: { phones: { new: '02 4000 1111', used: '02 4000 2222' } },
      context: ctx,
    })
    const res = await reveal(a.slug, { car_id: a.cars[1]!.id }) // car 1 is used (world helper)
    expect(res.status).toBe(201)
    // stock §4 "the click logs a reveal call, then shows the number": a masked page holds no number, so the reveal answers it
    expect(await res.json()).toEqual({ ok: true, phone: '02 4000 2222' })
    const [stored] = await revealsOf(a.cars[1]!.id)
    expect(stored).toMatchObject({
      car: a.cars[1]!.id,
      dealership: a.dealership.id,
      site: a.site.id,
      tenant: a.tenant.id,
      phone: '02 4000 2222',
    })
  })

  it('the configured override is the number logged (finance §9 "configured override first")', async () => {
    await payload.update({
      collection: 'dealerships',
      id: a.dealership.id,
      data: { phones: { call_override: '1300 555 000' } },
      context: ctx,
    })
    expect((await reveal(a.slug, { car_id: String(a.cars[0]!.id) })).status).toBe(201)
    expect((await revealsOf(a.cars[0]!.id))[0]?.phone).toBe('1300 555 000')
  })

  it("404 for another tenant's car, and nothing is stored", async () => {
    const res = await reveal(a.slug, { car_id: b.cars[0]!.id })
    expect(res.status).toBe(404)
    expect((await res.json()).error).toEqual({
      code: 'car_not_found',
      message: 'We could not find that car on this site.',
    })
    expect(await revealsOf(b.cars[0]!.id)).toEqual([])
  })

  it.each([
    ['no car_id', {}, 'invalid_body'],
    ['a car_id that is not an id', { car_id: 'x y' }, 'invalid_body'],
    ['not JSON', '{', 'invalid_json'],
  ])('400 for %s', async (_case, body, code) => {
    const res = await reveal(a.slug, body)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({
      code,
      message: expect.any(String),
      fields: expect.any(Object),
    })
  })

  it('404 for an id of no car; 413 for a body over 2 KB', async () => {
    expect((await reveal(a.slug, { car_id: 999999 })).status).toBe(404)
    const res = await reveal(a.slug, { car_id: a.cars[0]!.id, pad: 'x'.repeat(3000) })
    expect(res.status).toBe(413)
    expect((await res.json()).error.code).toBe('too_large')
  })
})
