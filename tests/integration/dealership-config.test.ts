import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_EOFY_LINK } from '@/domain/promo/eofy'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// finance §2 "EOFY promo link per dealership: … default /eofy" (docs/features/content.md "Add a banner or a promo
// card", "EOFY link") and finance §3 "Dealership configuration: … offers.count".
const quiet = { disableRevalidate: true }
let payload: Payload
let a: World
let b: World
const DAY = 86_400_000

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'DealerCfgA', 0)
  b = await makeWorld(payload, 'DealerCfgB', 0)
  const elsewhere = await payload.create({
    collection: 'dealerships',
    data: { tenant: a.tenant.id, name: 'Elsewhere Motors', slug: `${a.slug}-else-motors`, manufacturer: 'Toyota' },
    context: quiet,
  })
  const other = await payload.create({
    collection: 'sites',
    data: {
      tenant: a.tenant.id,
      name: 'Elsewhere',
      slug: `${a.slug}-else`,
      template: 'classic',
      dealerships: [elsewhere.id],
    },
    context: quiet,
  })
  const offer = (data: Record<string, unknown>, w: World = a) =>
    payload.create({
      collection: 'offers',
      data: { tenant: w.tenant.id, title: 'x', ...data } as never,
      context: quiet,
    })
  const now = Date.now()
  await offer({ title: 'Live, every site' })
  await offer({ title: 'Live, this site', sites: [a.site.id], expires_at: new Date(now + DAY).toISOString() })
  await offer({ title: 'Live, another site', sites: [other.id] })
  await offer({ title: 'Expired', expires_at: new Date(now - DAY).toISOString() })
  await offer({ title: 'Not started', starts_at: new Date(now + DAY).toISOString() })
  await offer({ title: 'Tenant B' }, b)
})

describe("the dealership's configuration", () => {
  it('offers.count: the offers live now on the sites that list it, for staff', async () => {
    const doc = await payload.findByID({
      collection: 'dealerships',
      id: a.dealership.id,
      user: asUser(a.staff),
      overrideAccess: false,
    })
    expect(doc.offers?.count).toBe(2)
  })

  it('the EOFY promo link defaults to /eofy; staff set a page or an https address, nothing else', async () => {
    expect(a.dealership.eofy_link).toBe(DEFAULT_EOFY_LINK)
    const as = { user: asUser(a.staff), overrideAccess: false as const, context: quiet }
    const saved = await payload.update({
      collection: 'dealerships',
      id: a.dealership.id,
      data: { eofy_link: '/pages/eofy-sale-miranda' },
      ...as,
    })
    expect(saved.eofy_link).toBe('/pages/eofy-sale-miranda')
    await expect(
      payload.update({
        collection: 'dealerships',
        id: a.dealership.id,
        data: { eofy_link: 'javascript:alert(1)' },
        ...as,
      }),
    ).rejects.toThrow()
  })
})
