import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as leadPOST } from '@/app/api/finance/lead/route'
import { POST as sendPOST } from '@/app/api/rate-limit/route'
import { POST as verifyPOST } from '@/app/api/verify-code/route'
import { POST as customerPOST } from '@/app/api/youx/create-customer/route'
import { POST as quotePOST } from '@/app/api/youx/quote/route'
import { readOutbox } from '@/integrations/sms'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

let payload: Payload
let a: World
let b: World
let ipSeq = 0
const post = (route: (r: Request) => Promise<Response>, slug: string, path: string, body: unknown) =>
  route(
    new Request(`http://${siteHost(slug)}${path}`, {
      method: 'POST',
      headers: { host: siteHost(slug), 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${++ipSeq}` },
      body: JSON.stringify(body),
    }),
  )

/** The phone-code step as the page does it: send, read the outbox, verify; answers the proof. */
async function verifiedPhone(slug: string, phone: string): Promise<string> {
  expect((await post(sendPOST, slug, '/api/rate-limit', { phone })).status).toBe(200)
  const code = readOutbox(phone)[0]!.code
  const res = await post(verifyPOST, slug, '/api/verify-code', { phone, code })
  expect(res.status).toBe(200)
  return (await res.json()).verification
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'FinanceA', 2)
  b = await makeWorld(payload, 'FinanceB', 1)
  await payload.update({
    collection: 'dealerships',
    id: a.dealership.id,
    data: { rate_card: { interest_rate: 7.49, comparison_rate: 7.99, establishment_fee: 0 } },
    context: { disableRevalidate: true },
  })
})

describe('POST /api/youx/quote (finance §7)', () => {
  it('quotes from the dealership’s rate card by credit rating', async () => {
    const great = await post(quotePOST, a.slug, '/api/youx/quote', {
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 30000,
      loanTerm: 5,
    })
    expect(great.status).toBe(200)
    const g = await great.json()
    expect(g).toMatchObject({ advertisedRate: 7.49, comparisonRate: 7.99 })
    const poor = await (
      await post(quotePOST, a.slug, '/api/youx/quote', {
        selfAssessedCreditScore: 'POOR',
        purchasePrice: '30000',
        loanTerm: 5,
      })
    ).json()
    expect(poor.advertisedRate).toBe(13.49)
    expect(poor.weeklyRepaymentAmount).toBeGreaterThan(g.weeklyRepaymentAmount)
  })

  it('400 on a bad rating, 404 on an unknown host', async () => {
    expect(
      (await post(quotePOST, a.slug, '/api/youx/quote', { selfAssessedCreditScore: 'MEH', purchasePrice: 1 })).status,
    ).toBe(400)
    expect((await post(quotePOST, 'nope', '/api/youx/quote', {})).status).toBe(404)
  })
})

const customer = (phone: string, verification: string, carId: string | number = '') => ({
  data: {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: 30000,
    loanTerm: 5,
    phoneNumber: phone,
    firstName: 'Jo',
    lastName: 'Citizen',
    email: 'jo@example.com',
    subscribe: true,
    postCode: '2000',
    nvic: null,
    vin: null,
    year: null,
  },
  additionalData: { car_id: String(carId), category: 'Finance Enquiry' },
  verification,
})

describe('POST /api/youx/create-customer with the local lender', () => {
  it('refuses a phone that did not pass the code check', async () => {
    const res = await post(customerPOST, a.slug, '/api/youx/create-customer', customer('0412000001', '123.abc'))
    expect(res.status).toBe(403)
  })

  it('stores the enquiry’s lead in the tenant with the application, delivered like a lead, and answers the "application received" page', async () => {
    const phone = '0412000002'
    const proof = await verifiedPhone(a.slug, phone)
    const res = await post(customerPOST, a.slug, '/api/youx/create-customer', customer(phone, proof, a.cars[1]!.id))
    expect(res.status).toBe(200)
    const { redirectUrl } = await res.json()
    expect(redirectUrl).toMatch(/^\/finance\/application-received\?ref=\d+$/)
    const id = new URL(redirectUrl, 'http://x').searchParams.get('ref')!
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(lead).toMatchObject({
      type: 'finance',
      category: 'Finance Enquiry',
      subcategory: null,
      tenant: a.tenant.id,
      site: a.site.id,
      car: a.cars[1]!.id,
      phone,
      name: 'Jo',
    })
    // One lead carries the enquiry and the lender's reply (finance §7 create-customer).
    expect(lead.payload).toMatchObject({
      tags: ['YouX'],
      amount: 30000,
      term: 5,
      finance_application: { purchasePrice: 30000, loanTerm: 5 },
      lender: { provider: 'rate-card', redirectUrl },
    })
    // Its delivery job is queued like every lead's (src/data/leads/intake.ts).
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverLead' } },
      depth: 0,
      limit: 500,
    })
    expect(jobs.docs.some((j) => (j.input as { lead?: string })?.lead === String(lead.id))).toBe(true)
  })

  it('an enquiry that does not send the offers box is stored as not opted in (src/forms/consent.ts, Spam Act 2003)', async () => {
    const phone = '0412000009'
    const proof = await verifiedPhone(a.slug, phone)
    const body = customer(phone, proof)
    const { subscribe: _omitted, ...data } = body.data
    const res = await post(customerPOST, a.slug, '/api/youx/create-customer', { ...body, data })
    expect(res.status).toBe(200)
    const id = new URL((await res.json()).redirectUrl, 'http://x').searchParams.get('ref')!
    expect(await payload.findByID({ collection: 'leads', id, depth: 0 })).toMatchObject({ opt_in: false })
  })

  it('the wall: a proof of site A does not pass on site B, and B cannot name A’s car', async () => {
    const phone = '0412000003'
    const proof = await verifiedPhone(a.slug, phone)
    expect((await post(customerPOST, b.slug, '/api/youx/create-customer', customer(phone, proof))).status).toBe(403)
    const proofB = await verifiedPhone(b.slug, phone)
    expect(
      (await post(customerPOST, b.slug, '/api/youx/create-customer', customer(phone, proofB, a.cars[0]!.id))).status,
    ).toBe(404)
  })
})

describe('POST /api/finance/lead', () => {
  const enquiry = (phone: string, verification: string) => ({
    amount: '30000',
    term: 5,
    selfAssessedCreditScore: 'DECENT',
    whoIsHelping: 'Sam',
    name: 'Jo',
    last_name: 'Citizen',
    email: 'jo@example.com',
    phone,
    code: '',
    postcode: '',
    subscribe: true,
    car_id: a.cars[0]!.slug,
    verification,
  })

  it('stores a Finance Enquiry lead (tags YouX) for a verified phone', async () => {
    const phone = '0412000004'
    const proof = await verifiedPhone(a.slug, phone)
    const res = await post(leadPOST, a.slug, '/api/finance/lead', enquiry(phone, proof))
    expect(res.status).toBe(201)
    const { lead_id } = await res.json()
    const lead = await payload.findByID({ collection: 'leads', id: lead_id, depth: 0 })
    expect(lead).toMatchObject({
      type: 'finance',
      category: 'Finance Enquiry',
      subcategory: null,
      car: a.cars[0]!.id,
      phone,
    })
    expect(lead.payload).toMatchObject({ selfAssessedCreditScore: 'DECENT', whoIsHelping: 'Sam', tags: ['YouX'] })
  })

  it('answers field messages for a bad enquiry, 403 without a proof', async () => {
    const bad = await post(leadPOST, a.slug, '/api/finance/lead', {
      ...enquiry('0412000005', 'x'),
      name: '',
      email: 'nope',
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.fields).toMatchObject({
      name: 'This is a required field.',
      email: 'Please enter a valid email address.',
    })
    expect((await post(leadPOST, a.slug, '/api/finance/lead', enquiry('0412000005', '1.x'))).status).toBe(403)
  })
})
