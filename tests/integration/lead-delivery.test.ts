import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/enquiries/route'
import { leadWebhookId } from '@/integrations/lead-delivery'
import { deliveryRuntime } from '@/jobs/clock'
import { deliverLead, NO_TRANSPORT } from '@/jobs/deliver-lead'
import type { Lead } from '@/payload-types'

import { refuseRowsOf } from '../support/integration/db-faults'
import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// The peers start before anything imports the Payload config, which reads SMTP_URL when it is built.
const peers = await vi.hoisted(async () => {
  const { startSmtpServer, startWebhookReceiver } = await import('../support/lead-peers')
  const saved = { ...process.env }
  const state: { secret?: string } = {}
  const smtp = await startSmtpServer()
  const hook = await startWebhookReceiver(() => state.secret)
  process.env.SMTP_URL = smtp.url
  process.env.LEAD_WEBHOOK_ALLOW_HTTP = 'true'
  process.env.LEAD_DELIVERY_RETRY_BASE_MS = '20'
  return { smtp, hook, state, saved }
})

// docs/features/leads.md "Lead delivery": delivery that cannot lose a lead, against real peers: an in-process SMTP
// server that parses what it receives and a webhook receiver that verifies Standard Webhooks
// signatures.
let payload: Payload
let a: World
let other: World
const { smtp, hook } = peers
const realRuntime = { ...deliveryRuntime }
const ctx = { disableRevalidate: true }
const adf = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false })

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Deliverya', 2)
  other = await makeWorld(payload, 'Deliveryb', 1)
  const d = await payload.update({
    collection: 'dealerships',
    id: a.dealership.id,
    data: {
      email: 'principal@a.example',
      lead_delivery: {
        email_recipients: [{ email: 'crm@a.example' }, { email: 'sales@a.example' }],
        webhook_url: hook.url,
      },
    },
    context: ctx,
  })
  peers.state.secret = d.lead_delivery?.webhook_secret ?? undefined
})

afterEach(() => {
  Object.assign(deliveryRuntime, realRuntime)
  hook.answer(() => 200)
  smtp.refuse(false)
  vi.restoreAllMocks()
})

afterAll(async () => {
  process.env = peers.saved
  await Promise.all([smtp?.close(), hook?.close()])
})

let n = 0
let caller = 0
const email = () => `delivery-${Date.now()}-${n++}@example.com`
async function postLead(world: World, extra: Record<string, unknown> = {}) {
  const host = `${world.slug}.localhost`
  const body = {
    kind: 'enquiry',
    name: 'Casey',
    last_name: 'Lee',
    email: email(),
    phone: '0412 345 678',
    postcode: '2000',
    message: 'Is it still available?',
    car_id: 'car-1',
    ...extra,
  }
  const res = await POST(
    new Request(`http://${host}/api/enquiries`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${caller++ % 250}` },
      body: JSON.stringify(body),
    }),
  )
  return { res, body }
}
const leadOf = async (id: number | string) =>
  (await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })) as Lead
const jobsFor = async (id: number | string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverLead' } },
      limit: 1000,
      overrideAccess: true,
      depth: 0,
    })
  ).docs.filter((j) => String((j.input as { lead?: string })?.lead) === String(id))
const mailsFor = (id: number | string) => smtp.messages.filter((m) => m.headers.get('x-lead-id') === String(id))
const callsFor = (id: number | string) => hook.calls.filter((c) => c.id === leadWebhookId({ id }))

// A guard against a queue that never settles, not a timing: on PostgreSQL beside the e2e build
// (npm test runs them together) twenty leads through four runners took over a minute.
vi.setConfig({ testTimeout: 180_000 })

/** Run the leads queue (as the server's autoRun does) until `done` holds. */
async function runJobsUntil(done: () => Promise<boolean>, runners = 1, timeoutMs = 90_000) {
  const end = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > end) throw new Error('jobs did not finish in time')
    await Promise.all(
      Array.from({ length: runners }, () => payload.jobs.run({ queue: 'leads', limit: 50, silent: true })),
    )
    await new Promise((r) => setTimeout(r, 25))
  }
}
const delivered = (id: number | string) => async () => (await leadOf(id)).delivery_status === 'sent'

describe('store and queue: the lead and its job are written together', () => {
  it('POST /api/enquiries answers 201 with the lead pending and one deliverLead job queued', async () => {
    const { res } = await postLead(a)
    expect(res.status).toBe(201)
    const { lead_id } = await res.json()
    expect(await leadOf(lead_id)).toMatchObject({ delivery_status: 'pending', delivery_attempt_count: 0 })
    expect(await jobsFor(lead_id)).toHaveLength(1)
  })

  it('when the job cannot be queued, the lead is rolled back and the shopper told to try again', async () => {
    // A real fault: the database refuses this lead's job (a trigger), so the transaction fails whole.
    const restore = await refuseRowsOf(payload, 'payload_jobs', 'queue-fault-')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { res, body } = await postLead(a, { email: `queue-fault-${Date.now()}@example.com` })
      expect(res.status).toBe(503)
      const { totalDocs } = await payload.count({
        collection: 'leads',
        where: { email: { equals: body.email } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(0)
    } finally {
      await restore()
    }
  })

  it('leads sent together commit together, and one refused lead fails only itself', async () => {
    const restore = await refuseRowsOf(payload, 'leads', 'store-fault-')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const tries = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          postLead(a, i === 2 ? { email: `store-fault-${Date.now()}@example.com` } : {}),
        ),
      )
      expect(tries.map((t) => t.res.status)).toEqual([201, 201, 503, 201, 201, 201])
      for (const t of tries.filter((t) => t.res.status === 201)) {
        const { lead_id } = await t.res.json()
        expect(await leadOf(lead_id)).toMatchObject({ email: t.body.email, delivery_status: 'pending' })
        expect(await jobsFor(lead_id)).toHaveLength(1)
      }
    } finally {
      await restore()
    }
  })
})

describe('delivery: ADF e-mail and a signed webhook, each once', () => {
  it('the SMTP server gets ADF it can parse, the receiver a valid signature; the lead is sent', async () => {
    const { res, body } = await postLead(a, { car_id: 'car-0' })
    const { lead_id } = await res.json()
    await runJobsUntil(delivered(lead_id))

    const [mail, ...extra] = mailsFor(lead_id)
    expect(extra).toHaveLength(0)
    expect(mail!.to && 'value' in mail!.to ? mail!.to.value.map((v) => v.address) : []).toEqual([
      'crm@a.example',
      'sales@a.example',
    ])
    expect(mail!.messageId).toBe(`<lead-${lead_id}@leads.forecourt.invalid>`)
    const p = adf.parse(mail!.text ?? '').adf.prospect
    expect(p.id['#text']).toBe(String(lead_id))
    expect(p.vehicle).toMatchObject({
      '@interest': 'buy',
      '@status': 'new',
      make: 'Toyota',
      model: 'Corolla',
      stock: a.cars[0]!.stocknum,
    })
    expect(p.customer.contact).toMatchObject({ email: body.email, phone: { '#text': '0412345678' } })
    expect(p.vendor.vendorname).toBe(a.dealership.name)
    expect(mail!.html).toContain('Casey Lee')

    const calls = callsFor(lead_id)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      valid: true,
      status: 200,
      body: { type: 'lead.created', data: { id: lead_id, customer: { email: body.email } } },
    })

    const lead = await leadOf(lead_id)
    expect(lead).toMatchObject({ delivery_status: 'sent', delivery_attempt_count: 1, delivery_last_error: null })
    expect(lead.delivery_attempts?.map((t) => [t.transport, t.outcome])).toEqual([
      ['email', 'sent'],
      ['webhook', 'sent'],
    ])
  })

  it('attachment mode: readable text and HTML parts, ADF attached as lead-{id}.xml', async () => {
    await payload.update({
      collection: 'dealerships',
      id: a.dealership.id,
      data: { lead_delivery: { adf_placement: 'attachment' } },
      context: ctx,
    })
    try {
      const { res } = await postLead(a)
      const { lead_id } = await res.json()
      await runJobsUntil(delivered(lead_id))
      const [mail] = mailsFor(lead_id)
      expect(mail!.text).toContain('Name: Casey Lee')
      expect(mail!.attachments.map((f) => [f.filename, f.contentType])).toEqual([
        [`lead-${lead_id}.xml`, 'application/xml'],
      ])
      expect(adf.parse(mail!.attachments[0]!.content.toString('utf8')).adf.prospect.id['#text']).toBe(String(lead_id))
    } finally {
      await payload.update({
        collection: 'dealerships',
        id: a.dealership.id,
        data: { lead_delivery: { adf_placement: 'body' } },
        context: ctx,
      })
    }
  })

  it('a webhook that fails three times then recovers gets the lead exactly once; the e-mail is not re-sent', async () => {
    const { res } = await postLead(a)
    const { lead_id } = await res.json()
    const id = leadWebhookId({ id: lead_id })
    hook.answer(() => (hook.calls.filter((c) => c.id === id).length < 3 ? 500 : 200))
    await runJobsUntil(delivered(lead_id))

    expect(callsFor(lead_id).map((c) => c.status)).toEqual([500, 500, 500, 200])
    expect(hook.accepted.get(id)).toBe(1)
    expect(mailsFor(lead_id)).toHaveLength(1)
    const lead = await leadOf(lead_id)
    expect(lead.delivery_attempt_count).toBe(4)
    expect(lead.delivery_attempts?.map((t) => `${t.transport}:${t.outcome}`)).toEqual([
      'email:sent',
      'webhook:failed',
      'webhook:failed',
      'webhook:failed',
      'webhook:sent',
    ])
    expect(lead.delivery_attempts?.[1]!.error).toBe('webhook: webhook answered HTTP 500')
  })

  it('an SMTP server that refuses is retried while the webhook is not re-sent', async () => {
    smtp.refuse(true)
    const { res } = await postLead(a)
    const { lead_id } = await res.json()
    await runJobsUntil(async () => (await leadOf(lead_id)).delivery_status === 'failed')
    expect((await leadOf(lead_id)).delivery_last_error).toMatch(/^email: .*451/)
    smtp.refuse(false)
    await runJobsUntil(delivered(lead_id))
    expect(mailsFor(lead_id)).toHaveLength(1)
    expect(callsFor(lead_id)).toHaveLength(1)
  })
})

describe('two runners at once never deliver one lead twice', () => {
  it('20 leads, four concurrent runners: each webhook id called once, each e-mail sent once', async () => {
    const ids: (number | string)[] = []
    for (let i = 0; i < 20; i++) ids.push((await (await postLead(a)).res.json()).lead_id)
    await runJobsUntil(
      async () =>
        (await Promise.all(ids.map(async (id) => (await leadOf(id)).delivery_status))).every((s) => s === 'sent'),
      4,
    )
    for (const id of ids) {
      expect(callsFor(id)).toHaveLength(1)
      expect(mailsFor(id)).toHaveLength(1)
    }
  })

  it('the same lead handed to two runners at the same moment: one delivers, the other stands back', async () => {
    const { res } = await postLead(a)
    const { lead_id } = await res.json()
    const outcomes = await Promise.all([
      deliverLead(payload, lead_id),
      deliverLead(payload, lead_id),
      deliverLead(payload, lead_id),
    ])
    expect(outcomes.sort()).toEqual(['busy', 'busy', 'sent'])
    expect(callsFor(lead_id)).toHaveLength(1)
    expect(mailsFor(lead_id)).toHaveLength(1)
  })
})

describe('after 24 hours: dead, one alert, never deleted', () => {
  it('marks the lead dead and e-mails the fallback address once', async () => {
    await payload.update({
      collection: 'dealerships',
      id: a.dealership.id,
      data: { lead_delivery: { fallback_email: 'alerts@a.example' } },
      context: ctx,
    })
    hook.answer(() => 503)
    const { res } = await postLead(a)
    const { lead_id } = await res.json()
    await runJobsUntil(async () => (await leadOf(lead_id)).delivery_status === 'failed')
    deliveryRuntime.now = () => new Date(Date.now() + 25 * 3_600_000)
    await runJobsUntil(async () => (await leadOf(lead_id)).delivery_status === 'dead')

    const alerts = smtp.messages.filter(
      (m) => m.headers.get('x-lead-id') === String(lead_id) && m.subject?.startsWith('Lead not delivered'),
    )
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.text).toContain('webhook answered HTTP 503')
    // A dead lead is done: another job for it sends nothing, and the lead stays.
    await payload.jobs.queue({ task: 'deliverLead', queue: 'leads', input: { lead: String(lead_id) } })
    await payload.jobs.run({ queue: 'leads', limit: 50, silent: true })
    expect(
      smtp.messages.filter(
        (m) => m.subject?.startsWith('Lead not delivered') && m.headers.get('x-lead-id') === String(lead_id),
      ),
    ).toHaveLength(1)
    const lead = await leadOf(lead_id)
    expect(lead.delivery_status).toBe('dead')
    expect(lead.delivery_attempts?.filter((t) => t.transport === 'alert').map((t) => t.outcome)).toEqual(['sent'])
  })

  it('a dealership with no transport: the lead fails with a readable error, and stays', async () => {
    const { res } = await postLead(other, { car_id: 'car-0' })
    const { lead_id } = await res.json()
    await runJobsUntil(async () => (await leadOf(lead_id)).delivery_status === 'failed')
    expect((await leadOf(lead_id)).delivery_last_error).toBe(NO_TRANSPORT)
  })
})

describe('staff: Retry delivery, and the delivery fields are the job’s alone', () => {
  const retry = async (world: World, id: number | string) => {
    const { retryDeliveryEndpoint } = await import('@collections/Leads/endpoints/retry-delivery')
    return retryDeliveryEndpoint.handler({
      payload,
      user: asUser(world.staff),
      routeParams: { id: String(id) },
    } as never)
  }

  it('re-queues a failed lead with a new window; another tenant’s staff get 404', async () => {
    hook.answer(() => 500)
    const { res } = await postLead(a)
    const { lead_id } = await res.json()
    await runJobsUntil(async () => (await leadOf(lead_id)).delivery_status === 'failed')
    expect((await retry(other, lead_id)).status).toBe(404)
    hook.answer(() => 200)
    const answer = await retry(a, lead_id)
    expect(answer.status).toBe(200)
    expect(await leadOf(lead_id)).toMatchObject({ delivery_status: 'pending', delivery_next_attempt_at: null })
    await runJobsUntil(delivered(lead_id))
    expect((await retry(a, lead_id)).status).toBe(409)
  })

  it('a staff save cannot mark a lead sent or wipe its attempts', async () => {
    const { res } = await postLead(other, { car_id: 'car-0' })
    const { lead_id } = await res.json()
    await payload.update({
      collection: 'leads',
      id: lead_id,
      data: { status: 'contacted', delivery_status: 'sent', delivery_attempt_count: 9 } as never,
      user: asUser(other.staff),
      overrideAccess: false,
    })
    expect(await leadOf(lead_id)).toMatchObject({
      status: 'contacted',
      delivery_status: 'pending',
      delivery_attempt_count: 0,
    })
  })

  it('staff filter the Leads list by delivery status, within their tenant', async () => {
    const { docs } = await payload.find({
      collection: 'leads',
      where: { delivery_status: { equals: 'failed' } },
      user: asUser(other.staff),
      overrideAccess: false,
      depth: 0,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((d) => d.delivery_status === 'failed' && (d.tenant as number) === other.tenant.id)).toBe(true)
  })
})

describe('a lead without a car (contact and trade-in forms)', () => {
  it('is delivered with no vehicle details, to the dealership it names', async () => {
    const lead = await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        tenant: a.tenant.id,
        site: a.site.id,
        dealership: a.dealership.id,
        type: 'trade_in',
        name: 'Robin',
        email: 'robin@example.com',
        phone: '0400000000',
        category: 'Trade-in',
        rego: 'ABC123',
      },
    })
    expect(await deliverLead(payload, lead.id)).toBe('sent')
    const [mail] = mailsFor(lead.id)
    const p = adf.parse(mail!.text ?? '').adf.prospect
    expect(p.vehicle['@interest']).toBe('trade-in')
    expect(p.vehicle.make).toBeUndefined()
    expect(callsFor(lead.id)[0]!.body).toMatchObject({
      data: { vehicle: null, type: 'trade_in', dealership: { slug: a.dealership.slug } },
    })
  })
})

// "Route each lead kind to the dealership's address for it (sales, service, parts, finance)."
describe("each lead kind goes to the dealership's address for it", () => {
  it('a service booking goes to the service address; a test drive to the sales recipients', async () => {
    await payload.update({
      collection: 'dealerships',
      id: a.dealership.id,
      data: { lead_delivery: { service_email: 'service@a.example' } },
      context: ctx,
    })
    const lead = (type: 'service' | 'test_drive') =>
      payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: {
          tenant: a.tenant.id,
          site: a.site.id,
          dealership: a.dealership.id,
          type,
          name: 'Sam',
          email: 'sam@example.com',
          phone: '0400000001',
        },
      })
    const to = (id: number | string) => {
      const [mail] = mailsFor(id)
      return mail!.to && 'value' in mail!.to ? mail!.to.value.map((v) => v.address) : []
    }
    const service = await lead('service')
    expect(await deliverLead(payload, service.id)).toBe('sent')
    expect(to(service.id)).toEqual(['service@a.example'])
    const drive = await lead('test_drive')
    expect(await deliverLead(payload, drive.id)).toBe('sent')
    expect(to(drive.id)).toEqual(['crm@a.example', 'sales@a.example'])
  })
})
