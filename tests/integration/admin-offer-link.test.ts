import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { offerLinkTarget } from '@/data/admin/offer-link'
import { acceptOfferUrl } from '@/domain/links/accept-offer'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// docs/features/leads.md "Lead forms": the /accept-offer link a dealer sends with an offer. The lead's edit view
// builds the shopper's accept-offer link (finance §4 "Offer acceptance") from the lead's car and
// site, read with the viewer's access: staff of one tenant never read another tenant's car or site
// through it.
let payload: Payload
let a: World
let b: World
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Offerlinka', 2)
  b = await makeWorld(payload, 'Offerlinkb', 1)
})

const leadOf = (w: World, car: number | string) => ({ car, site: w.site.id })

describe("a lead's accept-offer link in the admin", () => {
  it("is on the site's own domain, for the lead's car", async () => {
    const domain = (a.site.domains as { domain: string }[])[0]!.domain
    const target = await offerLinkTarget(payload, asUser(a.staff), leadOf(a, a.cars[0]!.id), 'admin.example')
    expect(target).toEqual({ origin: `https://${domain}`, carSlug: 'car-0', carName: expect.any(String) })
    expect(acceptOfferUrl(target!.origin, target!.carSlug, '42,500')).toBe(
      `https://${domain}/accept-offer?car_id=car-0&amount=42500`,
    )
  })

  it("is never built from another tenant's car or site", async () => {
    expect(await offerLinkTarget(payload, asUser(a.staff), leadOf(b, b.cars[0]!.id))).toBeNull()
    expect(await offerLinkTarget(payload, asUser(a.staff), { car: b.cars[0]!.id, site: a.site.id })).toBeNull()
    expect(await offerLinkTarget(payload, asUser(b.staff), leadOf(b, b.cars[0]!.id))).not.toBeNull()
  })

  it('is not offered without a viewer, without a car, or for a car that is no longer available', async () => {
    expect(await offerLinkTarget(payload, null, leadOf(a, a.cars[0]!.id))).toBeNull()
    expect(await offerLinkTarget(payload, asUser(a.staff), { site: a.site.id })).toBeNull()
    await payload.update({ collection: 'cars', id: a.cars[1]!.id, data: { status: 'sold' } as never, context: ctx })
    expect(await offerLinkTarget(payload, asUser(a.staff), leadOf(a, a.cars[1]!.id))).toBeNull()
  })

  it('keeps the port the admin was reached on for a development *.localhost domain', async () => {
    await payload.update({
      collection: 'sites',
      id: a.site.id,
      data: {
        domains: [...(a.site.domains as { domain: string }[]), { domain: 'offer-demo.localhost' }],
        primary_domain: 'offer-demo.localhost',
      } as never,
      context: ctx,
    })
    const target = await offerLinkTarget(payload, asUser(a.staff), leadOf(a, a.cars[0]!.id), 'localhost:3400')
    expect(target?.origin).toBe('http://offer-demo.localhost:3400')
  })
})
