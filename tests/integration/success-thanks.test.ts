import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import SuccessPage from '@/app/(site)/[site]/success/page'
import { POST } from '@/app/api/enquiries/route'
import type { Dealership } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// spec: stock §2 "/success: shown after a successful enquiry or test-drive submission". On a group
// site it thanks the dealership the lead went to, not the site's primary one; and a query string can
// name only a dealership of this site (the tenant wall).
let payload: Payload
let group: World // primary dealership: `group.dealership` ("Thanksg Motors")
let other: World // another tenant
let second: Dealership // the group's second, non-primary dealership
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  group = await makeWorld(payload, 'Thanksg', 0)
  other = await makeWorld(payload, 'Thankso', 0)
  second = await payload.create({
    collection: 'dealerships',
    data: { tenant: group.tenant.id, name: 'Wollongong Mazda', slug: `${group.slug}-mazda`, manufacturer: 'Mazda' },
    context: ctx,
  })
  await payload.update({
    collection: 'sites',
    id: group.site.id,
    data: { template: 'group', dealerships: [group.dealership.id, second.id], primary_dealership: group.dealership.id },
    context: ctx,
  })
  await payload.create({
    collection: 'cars',
    data: {
      tenant: group.tenant.id,
      dealership: second.id,
      name: 'Mazda CX-5',
      slug: 'mazda-cx-5',
      make: 'Mazda',
      model: 'CX-5',
      car_type: 'used',
      status: 'in_stock',
      price: 32000,
      stocknum: 'WM1',
    },
    context: ctx,
  })
})

let caller = 0
async function enquire(body: Record<string, unknown>) {
  const host = `${group.slug}.localhost`
  const res = await POST(
    new Request(`http://${host}/api/enquiries`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${caller++}` },
      body: JSON.stringify({
        name: 'Casey',
        email: `thanks-${Date.now()}-${caller}@example.com`,
        phone: '0412345678',
        message: 'Is it still available?',
        lead_attributes: { visited_pages: [], linked_query_params: {} },
        ...body,
      }),
    }),
  )
  const answer = await res.json()
  expect(answer, JSON.stringify(answer)).toHaveProperty('lead_id')
  expect(res.status).toBe(201)
  return answer as { lead_id: number; redirect: string }
}

async function renderSuccess(query: Record<string, string>) {
  const page = await SuccessPage({
    params: Promise.resolve({ site: group.slug }),
    searchParams: Promise.resolve(query),
  })
  return renderToStaticMarkup(page)
}

describe('/success after a lead on a group site', () => {
  it("a car's enquiry is answered with the car's dealership, and /success thanks it", async () => {
    const answer = await enquire({ kind: 'enquiry', car_id: 'mazda-cx-5' })
    expect(answer.redirect).toBe(`/success?dealership=${second.slug}`)
    const lead = await payload.findByID({ collection: 'leads', id: answer.lead_id, depth: 0 })
    expect(lead.dealership).toBe(second.id) // the lead went there too

    const html = await renderSuccess({ dealership: second.slug! })
    expect(html).toContain('The team at Wollongong Mazda will be in touch')
    expect(html).not.toContain(group.dealership.name)
  })

  it('a contact lead choosing one of the dealerships is answered with that dealership', async () => {
    const yard = await payload.create({
      collection: 'locations',
      data: {
        tenant: group.tenant.id,
        name: 'Wollongong Mazda Yard',
        slug: `${group.slug}-mazda-yard`,
        dealership: second.id,
      },
      context: ctx,
    })
    const answer = await enquire({ kind: 'contact', dealership: second.slug, location_id: String(yard.id) })
    expect(answer.redirect).toBe(`/success?dealership=${second.slug}`)
  })

  it("another tenant's dealership in the query is not named: the group thanks as itself", async () => {
    const html = await renderSuccess({ dealership: other.dealership.slug! })
    expect(html).not.toContain(other.dealership.name)
    expect(html).toContain(`The team at ${group.site.name} will be in touch`)
  })

  it('without a dealership in the query, a group site does not guess its primary dealership', async () => {
    const html = await renderSuccess({})
    expect(html).not.toContain(group.dealership.name)
    expect(html).toContain(`The team at ${group.site.name} will be in touch`)
  })
})
