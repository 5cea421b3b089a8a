import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import PrintPage from '@/app/(site)/[site]/print/page'
import { POST as printEventPOST } from '@/app/api/analytics/print/route'
import { POST as revealPOST } from '@/app/api/phone-reveal/route'
import { GET } from '@/app/api/vehicles/[slug]/pdf/route'
import { revealForPrint } from '@/data/analytics/phone-reveals'
import { loadCarForSite } from '@/data/cars/cars'
import { vehiclePdfInput } from '@/data/cars/print'
import { loadSite } from '@/data/sites/loaders'
import { eventsWritten } from '@/integrations/analytics'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

// The page reads its origin from the request's headers; here they are set per render.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }))
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  headers: async () => requestHeaders.current,
}))

// On a site that masks numbers, /print?car_id= and the PDF once showed the full number and logged
// no reveal. A print is a reveal: it is logged (with its source) before the number is shown.
// spec: stock §4 "Phone reveal: the number is masked after the first 5 characters until clicked; the click logs a reveal call, then shows the number."
// docs/features/caching.md "Caching and page weight": no shopper page writes anything while it renders. Page-view events
// (4, 49, 61 and the rest) are sent from the browser with navigator.sendBeacon to the events
// endpoint (rate-limited), so the HTML can be shared. The printable page's reveal and its event 61
// come from the browser.
let payload: Payload
let masking: World
let open: World

beforeAll(async () => {
  payload = await testPayload()
  masking = await makeWorld(payload, 'Masked', 1)
  open = await makeWorld(payload, 'Unmasked', 1)
  for (const w of [masking, open]) {
    await payload.update({
      collection: 'dealerships',
      id: w.dealership.id,
      data: { phones: { new: '+61 2 9000 0000', used: '+61 2 9000 0000' } },
      context: { disableRevalidate: true },
    })
  }
  await payload.update({
    collection: 'sites',
    id: masking.site.id,
    data: { features: { phone_masking: true } },
    context: { disableRevalidate: true },
  })
  await payload.update({
    collection: 'sites',
    id: open.site.id,
    data: { features: { phone_masking: false } },
    context: { disableRevalidate: true },
  })
})

const revealsOf = async (world: World) =>
  (
    await payload.find({
      collection: 'phone-reveals',
      where: { site: { equals: world.site.id } },
      depth: 0,
      sort: 'id',
    })
  ).docs

const pdf = (world: World) =>
  GET(
    new Request(`http://${siteHost(world.slug)}/api/vehicles/car-0/pdf`, {
      headers: { host: `${siteHost(world.slug)}` },
    }),
    {
      params: Promise.resolve({ slug: 'car-0' }),
    },
  )

const post = (world: World, path: string, POST: (request: Request) => Promise<Response>, body: unknown) =>
  POST(
    new Request(`http://${siteHost(world.slug)}${path}`, {
      method: 'POST',
      headers: { host: siteHost(world.slug), 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
const reveal = (world: World, body: unknown) => post(world, '/api/phone-reveal', revealPOST, body)

/** The reveal row a print of the masking site's first car logs (stock §7 "car_id, dealership_id, website_id"). */
const loggedReveal = (source: 'pdf' | 'print_page') => ({
  source,
  car: masking.cars[0]!.id,
  dealership: masking.dealership.id,
  site: masking.site.id,
  phone: '+61 2 9000 0000',
})

const printEventsOf = async (world: World) => {
  await eventsWritten()
  return (
    await payload.find({
      collection: 'analytics-events',
      where: { and: [{ site: { equals: world.site.id } }, { event_id: { equals: 61 } }] },
      depth: 0,
      limit: 100,
    })
  ).docs
}

/** The printable page of car-0 as its server renders it, without a browser. */
async function renderPrintPage(world: World) {
  requestHeaders.current = new Headers({ host: siteHost(world.slug) })
  const page = await PrintPage({
    params: Promise.resolve({ site: world.slug }),
    searchParams: Promise.resolve({ car_id: 'car-0' }),
  })
  return renderToStaticMarkup(page)
}

describe('a print is a phone reveal on a masking site', () => {
  it("the PDF logs a reveal with source 'pdf', the car, its dealership, the site and the number", async () => {
    const res = await pdf(masking)
    expect(res.status).toBe(200)
    const reveals = await revealsOf(masking)
    expect(reveals).toHaveLength(1)
    expect(reveals[0]).toMatchObject(loggedReveal('pdf'))
  })

  it('rendering the printable page writes nothing: no reveal, no event 61; its HTML holds the masked number', async () => {
    const [reveals, events] = [await revealsOf(masking), await printEventsOf(masking)]
    const html = await renderPrintPage(masking)
    expect(await revealsOf(masking)).toEqual(reveals)
    expect(await printEventsOf(masking)).toEqual(events)
    expect(html).toContain('Phone: 02 90XX XXXX') // stock §9 "Phone masked after 5 characters", until the sheet reveals it
    expect(html).not.toContain('9000 0000')
  })

  it("the printable page's reveal: POST /api/phone-reveal {car_id, source: 'print_page'} logs it with the car, its dealership, the site and the number, then answers the number", async () => {
    const before = await revealsOf(masking)
    const res = await reveal(masking, { car_id: masking.cars[0]!.id, source: 'print_page' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true, phone: '+61 2 9000 0000' })
    const after = await revealsOf(masking)
    expect(after).toHaveLength(before.length + 1)
    expect(after.at(-1)).toMatchObject(loggedReveal('print_page'))
  })

  it('the sheet\'s beacon: POST /api/analytics/print {car_slug} records event 61 for the car (stock §9 "61 print")', async () => {
    const before = await printEventsOf(masking)
    const res = await post(masking, '/api/analytics/print', printEventPOST, { car_slug: 'car-0' })
    expect(res.status).toBe(202)
    const after = await printEventsOf(masking)
    expect(after).toHaveLength(before.length + 1)
    expect(after.at(-1)).toMatchObject({
      path: '/cars/car-0',
      tenant: masking.tenant.id,
      data: { car_id: masking.cars[0]!.id, car_slug: 'car-0' },
    })
  })

  it.each([
    [
      "source 'print_page' without a car_id",
      { source: 'print_page' },
      { car_id: "source 'print_page' needs the car_id of the car printed." },
    ],
    [
      'an unknown source',
      { source: 'bogus', car_id: 1 },
      { source: expect.stringContaining("'print_page' with a car_id") },
    ],
  ])('400 for %s, with a readable message, and nothing is logged', async (_case, body, fields) => {
    const before = await revealsOf(masking)
    const res = await reveal(masking, body)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({ code: 'invalid_body', message: expect.any(String), fields })
    expect(await revealsOf(masking)).toEqual(before)
  })

  it('when the log cannot be written the printout keeps the number masked (after 5 characters, stock §9)', async () => {
    const site = (await loadSite(payload, masking.slug))!
    const car = (await loadCarForSite(site, 'car-0'))!
    const broken = { ...car, id: -1 } // no such car: the reveal's relationship fails validation
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const revealed = await revealForPrint(site, broken, 'pdf')
    error.mockRestore()
    expect(revealed).toBe(false)
    expect(vehiclePdfInput(car, site, 'http://x/cars/car-0', { phoneRevealed: revealed }).dealership.phone).toBe(
      '02 90XX XXXX',
    )
  })

  it('a site that shows numbers unmasked logs no reveal for a print, and its printable page shows the number', async () => {
    expect((await pdf(open)).status).toBe(200)
    expect(await renderPrintPage(open)).toContain('Phone: 02 9000 0000')
    expect(await revealsOf(open)).toHaveLength(0)
  })
})
