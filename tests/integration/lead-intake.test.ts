import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as customFormPOST } from '@/app/api/custom-forms/[slug]/route'
import { POST as enquiriesPOST } from '@/app/api/enquiries/route'
import { POST as financeLeadPOST } from '@/app/api/finance/lead/route'
import { POST as sendCodePOST } from '@/app/api/rate-limit/route'
import { POST as verifyPOST } from '@/app/api/verify-code/route'
import { POST as customerPOST } from '@/app/api/youx/create-customer/route'
import { readOutbox } from '@/integrations/sms'
import type { Form, Lead } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

// ARCHITECTURE "Walls": "A lead has one writer: one intake command in `src/data` that every route
// calls" (src/data/leads/intake.ts). docs/features/security.md "Idempotent leads": a retry with the same Idempotency-Key
// answers the first try's lead and stores nothing, on every lead route. finance §4 "Final submit
// order: … (3) send the lead and create the finance customer in parallel": one enquiry, one lead.
let payload: Payload
let w: World
let form: Form
let serviceLocationId: string
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  w = await makeWorld(payload, 'Intake', 2)
  await payload.update({ collection: 'sites', id: w.site.id, data: { features: { reserve: true } }, context: ctx })
  form = await payload.create({
    collection: 'forms',
    data: {
      tenant: w.tenant.id,
      title: 'Fleet enquiry',
      slug: 'fleet',
      fields: [
        { blockType: 'text', name: 'name', label: 'Your name', required: true },
        { blockType: 'email', name: 'email', label: 'Work email', required: true },
      ] as Form['fields'],
    },
    overrideAccess: true,
    context: ctx,
  })
  const location = await payload.create({
    collection: 'locations',
    data: {
      tenant: w.tenant.id,
      name: 'Intake Service',
      slug: 'intake-service',
      dealership: w.dealership.id,
      location_type: 'service',
      address: { street: '1 Service St', city: 'Wollongong', state: 'nsw', postcode: '2500', lat: -34.4, long: 150.9 },
      contact_detail: {
        phone: '02 5550 1234',
        opening_hours: [{ weekday: '1', status: 'Open', open: '08:00', close: '17:00' }],
      },
    } as never,
    context: ctx,
  })
  serviceLocationId = String(location.id)
})

let address = 0
const post = (route: Route, path: string, body: unknown, headers: Record<string, string> = {}, context?: unknown) => {
  const host = siteHost(w.slug)
  const request = new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: {
      host,
      'content-type': 'application/json',
      'x-forwarded-for': `198.18.7.${(address++ % 250) + 1}`,
      ...headers,
    },
    body: JSON.stringify(body),
  })
  return route(request, context as never)
}

const leadsWhere = async (where: Record<string, unknown>) =>
  (await payload.find({ collection: 'leads', where: where as never, depth: 0, overrideAccess: true, limit: 50 }))
    .docs as Lead[]
const jobsOf = async (leadId: unknown) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'deliverLead' } }, { 'input.lead': { equals: String(leadId) } }] },
      overrideAccess: true,
    })
  ).totalDocs

let phoneSeq = 0
const newPhone = () => `0413${String(100000 + ++phoneSeq).slice(-6)}`

/** The phone-code step as the page does it: send, read the outbox, verify; answers the proof. */
async function verified(phone: string): Promise<string> {
  expect((await post(sendCodePOST, '/api/rate-limit', { phone })).status).toBe(200)
  const code = readOutbox(phone)[0]!.code
  const res = await post(verifyPOST, '/api/verify-code', { phone, code })
  expect(res.status).toBe(200)
  return (await res.json()).verification
}

const financeLead = (phone: string, verification: string, email: string) => ({
  amount: '25000',
  term: 4,
  selfAssessedCreditScore: 'DECENT',
  whoIsHelping: 'Sam',
  name: 'Jo',
  last_name: 'Citizen',
  email,
  phone,
  code: '',
  postcode: '',
  subscribe: true,
  car_id: 'car-1',
  dealership_slug: '',
  lead_attributes: { visited_pages: ['/finance'], linked_query_params: {} },
  verification,
})
const customer = (phone: string, verification: string, email: string) => ({
  data: {
    nvic: null,
    vin: null,
    selfAssessedCreditScore: 'DECENT',
    purchasePrice: 25000,
    year: null,
    loanTerm: 4,
    phoneNumber: phone,
    firstName: 'Jo',
    lastName: 'Citizen',
    email,
    subscribe: true,
    postCode: null,
  },
  additionalData: {
    car_id: 'car-1',
    dealership_slug: '',
    category: 'Finance Enquiry',
    car_type: 'used',
    whoIsHelping: 'Sam',
    lead_attributes: { visited_pages: ['/finance'], linked_query_params: {} },
  },
  verification,
})

/** A route handler; the custom form's takes its slug as Next's context. */
type Route = (r: Request, c: never) => Promise<Response>
type Sent = { route: Route; path: string; body: unknown; context?: unknown }
let n = 0
const unique = (what: string) => `${what}-${Date.now()}-${n++}@example.com`
const shopper = (email: string) => ({ name: 'Casey', email, phone: '0412 345 678', message: 'Is it still here?' })

// Each route, as its form sends it; every lead is found again by its unique e-mail.
const ROUTES: [string, (email: string) => Promise<Sent>][] = [
  [
    'POST /api/enquiries, a car enquiry',
    async (email) => ({
      route: enquiriesPOST,
      path: '/api/enquiries',
      body: { kind: 'enquiry', ...shopper(email), car_id: 'car-1' },
    }),
  ],
  [
    'POST /api/enquiries, the reserve path',
    async (email) => ({
      route: enquiriesPOST,
      path: '/api/enquiries',
      body: { kind: 'reserve', ...shopper(email), car_id: 'car-0', message: '' },
    }),
  ],
  [
    'POST /api/enquiries, a contact form without a car',
    async (email) => ({
      route: enquiriesPOST,
      path: '/api/enquiries',
      body: { kind: 'contact', ...shopper(email), location_id: serviceLocationId },
    }),
  ],
  [
    'POST /api/enquiries, a service booking',
    async (email) => ({
      route: enquiriesPOST,
      path: '/api/enquiries',
      body: { kind: 'service', ...shopper(email), location_id: serviceLocationId },
    }),
  ],
  [
    'POST /api/custom-forms/{slug}',
    async (email) => ({
      route: customFormPOST,
      path: `/api/custom-forms/${form.slug}`,
      body: { name: 'Casey', email },
      context: { params: Promise.resolve({ slug: form.slug }) },
    }),
  ],
  [
    'POST /api/finance/lead',
    async (email) => {
      const phone = newPhone()
      return {
        route: financeLeadPOST,
        path: '/api/finance/lead',
        body: financeLead(phone, await verified(phone), email),
      }
    },
  ],
  [
    'POST /api/youx/create-customer',
    async (email) => {
      const phone = newPhone()
      return {
        route: customerPOST,
        path: '/api/youx/create-customer',
        body: customer(phone, await verified(phone), email),
      }
    },
  ],
]

describe('every lead route honours Idempotency-Key (docs/features/security.md "Idempotent leads")', () => {
  it.each(ROUTES)('%s: the same key twice stores one lead with one job and answers the same', async (_, make) => {
    const email = unique('idem')
    const sent = await make(email)
    const key = { 'idempotency-key': `retry-${email}` }
    const first = await post(sent.route, sent.path, sent.body, key, sent.context)
    expect(first.status).toBeLessThan(300)
    const firstBody = await first.json()
    const again = await post(sent.route, sent.path, sent.body, key, sent.context)
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(firstBody)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const leads = await leadsWhere({ email: { equals: email } })
    expect(leads).toHaveLength(1)
    expect(await jobsOf(leads[0]!.id)).toBe(1)
  })

  it.each(ROUTES.filter(([name]) => !name.includes('finance') && !name.includes('youx')))(
    '%s: the key reused for another body is 422 idempotency_key_reused, and stores nothing',
    async (_, make) => {
      const email = unique('reuse')
      const sent = await make(email)
      const key = { 'idempotency-key': `reuse-${email}` }
      expect((await post(sent.route, sent.path, sent.body, key, sent.context)).status).toBe(201)
      const other = unique('other')
      const changed = await make(other)
      const res = await post(changed.route, changed.path, changed.body, key, changed.context)
      expect(res.status).toBe(422)
      expect((await res.json()).error.code).toBe('idempotency_key_reused')
      expect(await leadsWhere({ email: { equals: other } })).toHaveLength(0)
    },
  )
})

describe('a finance enquiry is one lead (finance §4 "Final submit order", §7)', () => {
  it('the lead and the customer sent in parallel, as the page does, store one lead with one delivery job', async () => {
    for (let round = 0; round < 3; round++) {
      const phone = newPhone()
      const proof = await verified(phone)
      const email = unique('parallel')
      const [lead, created] = await Promise.all([
        post(financeLeadPOST, '/api/finance/lead', financeLead(phone, proof, email)),
        post(customerPOST, '/api/youx/create-customer', customer(phone, proof, email)),
      ])
      expect(lead.status).toBe(201)
      expect(created.status).toBe(200)
      const { lead_id } = await lead.json()
      const { redirectUrl } = await created.json()
      // The local lender's "application received" page names that same lead.
      expect(redirectUrl).toBe(`/finance/application-received?ref=${lead_id}`)
      const leads = await leadsWhere({ phone: { equals: phone } })
      expect(leads).toHaveLength(1)
      expect(leads[0]).toMatchObject({ id: lead_id, type: 'finance', category: 'Finance Enquiry', subcategory: null })
      expect(leads[0]!.message).toBe('Finance enquiry: $25,000 over 4 years, credit decent, helped by Sam.')
      expect(leads[0]!.payload).toMatchObject({
        whoIsHelping: 'Sam',
        finance_application: { purchasePrice: 25000, loanTerm: 4 },
        lender: { provider: 'rate-card', redirectUrl },
      })
      // One job: one e-mail and one webhook call reach the dealership.
      expect(await jobsOf(lead_id)).toBe(1)
    }
  })

  it('in either order the second call finds the first one’s lead', async () => {
    const phone = newPhone()
    const proof = await verified(phone)
    const email = unique('order')
    const created = await post(customerPOST, '/api/youx/create-customer', customer(phone, proof, email))
    const { redirectUrl } = await created.json()
    const lead = await post(financeLeadPOST, '/api/finance/lead', financeLead(phone, proof, email))
    expect(lead.status).toBe(201)
    expect(redirectUrl).toBe(`/finance/application-received?ref=${(await lead.json()).lead_id}`)
    const leads = await leadsWhere({ phone: { equals: phone } })
    expect(leads).toHaveLength(1)
    expect(await jobsOf(leads[0]!.id)).toBe(1)
  })

  describe('with a hosted lender', () => {
    let lender: http.Server
    const calls: unknown[] = []
    const saved = { url: process.env.YOUX_API_URL, key: process.env.YOUX_API_KEY }
    beforeAll(async () => {
      lender = http.createServer((req, res) => {
        let raw = ''
        req.on('data', (c) => (raw += c))
        req.on('end', () => {
          calls.push(JSON.parse(raw))
          res.writeHead(201, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ redirectUrl: `https://lender.example/continue/${calls.length}` }))
        })
      })
      await new Promise<void>((resolve) => lender.listen(0, '127.0.0.1', resolve))
      process.env.YOUX_API_URL = `http://127.0.0.1:${(lender.address() as AddressInfo).port}/v1`
      process.env.YOUX_API_KEY = 'test-key'
    })
    afterAll(async () => {
      process.env.YOUX_API_URL = saved.url
      process.env.YOUX_API_KEY = saved.key
      await new Promise((resolve) => lender.close(resolve))
    })

    it('one lead carries the lender’s reply; a retry is answered it without asking the lender again', async () => {
      const phone = newPhone()
      const proof = await verified(phone)
      const email = unique('hosted')
      const before = calls.length
      const [lead, created] = await Promise.all([
        post(financeLeadPOST, '/api/finance/lead', financeLead(phone, proof, email)),
        post(customerPOST, '/api/youx/create-customer', customer(phone, proof, email)),
      ])
      expect(lead.status).toBe(201)
      const { redirectUrl } = await created.json()
      expect(redirectUrl).toMatch(/^https:\/\/lender\.example\/continue\/\d+$/)
      const retry = await post(customerPOST, '/api/youx/create-customer', customer(phone, proof, email))
      expect(await retry.json()).toEqual({ redirectUrl })
      expect(calls.length - before).toBe(1)
      const leads = await leadsWhere({ phone: { equals: phone } })
      expect(leads).toHaveLength(1)
      expect(leads[0]!.payload).toMatchObject({ lender: { provider: 'youx', redirectUrl } })
      expect(await jobsOf(leads[0]!.id)).toBe(1)
    })
  })
})
