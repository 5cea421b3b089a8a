import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import CustomFormPage, { generateMetadata } from '@/app/(site)/[site]/forms/[slug]/page'
import { POST } from '@/app/api/custom-forms/[slug]/route'
import { loadCustomForm } from '@/data/content/custom-forms'
import type { Form } from '@/payload-types'
import config from '@payload-config'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/leads.md "Staff-defined forms" (beyond the spec): staff can build an extra form in the admin (e.g.
// a fleet enquiry) with @payloadcms/plugin-form-builder; it renders with the same components, and
// its submissions become leads delivered like any other.
let payload: Payload
let a: World
let b: World
let fleet: Form
const ctx = { disableRevalidate: true }

const fleetFields = [
  { blockType: 'text', name: 'name', label: 'Your name', required: true },
  { blockType: 'email', name: 'email', label: 'Work email', required: true },
  { blockType: 'text', name: 'phone', label: 'Phone', required: false },
  {
    blockType: 'select',
    name: 'fleet_size',
    label: 'Fleet size',
    required: true,
    options: [
      { label: '1 to 5 cars', value: 'small' },
      { label: '6 or more cars', value: 'large' },
    ],
  },
  { blockType: 'number', name: 'budget', label: 'Budget per car', required: false },
  { blockType: 'textarea', name: 'notes', label: 'Anything else', required: false },
  { blockType: 'checkbox', name: 'novated', label: 'Novated lease', required: false },
] as Form['fields']

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Fleeta', 0)
  b = await makeWorld(payload, 'Fleetb', 0)
  // Built by A's staff through the access-checked API, as the admin does.
  fleet = await payload.create({
    collection: 'forms',
    data: { tenant: a.tenant.id, title: 'Fleet enquiry', slug: 'fleet', fields: fleetFields },
    user: asUser(a.staff),
    overrideAccess: false,
    context: ctx,
  })
})

let caller = 0
const post = (world: World, slug: string, body: unknown) => {
  const host = siteHost(world.slug)
  const request = new Request(`http://${host}/api/custom-forms/${slug}`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${caller++ % 250}` },
    body: JSON.stringify(body),
  })
  return POST(request, { params: Promise.resolve({ slug }) })
}
const leadsOf = async (world: World) =>
  (
    await payload.find({
      collection: 'leads',
      where: { and: [{ tenant: { equals: world.tenant.id } }, { type: { equals: 'custom_form' } }] },
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
  ).docs
const page = (world: World, slug: string) => ({ params: Promise.resolve({ site: world.slug, slug }) })

describe('the form page /forms/{slug}: only on its own tenant’s site', () => {
  it("renders A's form on A's site, with its fields in order", async () => {
    expect(await generateMetadata(page(a, 'fleet'))).toEqual({ title: 'Fleet enquiry' })
    await expect(CustomFormPage(page(a, 'fleet'))).resolves.toBeTruthy()
    const form = await loadCustomForm({ tenantId: a.tenant.id }, 'fleet')
    expect(form?.fields.map((f) => ('name' in f ? f.name : f.type))).toEqual([
      'name',
      'email',
      'phone',
      'fleet_size',
      'budget',
      'notes',
      'novated',
    ])
  })

  it("another site's host gets 404 for it (the wall), as does an unknown slug", async () => {
    await expect(CustomFormPage(page(b, 'fleet'))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
    await expect(CustomFormPage(page(a, 'no-such-form'))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
    expect(await loadCustomForm({ tenantId: b.tenant.id }, 'fleet')).toBeNull()
    const res = await post(b, 'fleet', { name: 'Casey', email: 'casey@example.com', fleet_size: 'small' })
    expect(res.status).toBe(404)
    expect(await leadsOf(b)).toHaveLength(0)
  })
})

describe('one form per slug in a tenant', () => {
  it("refuses a second 'fleet' in A; B may have its own 'fleet', and A's site still shows A's", async () => {
    const data = (w: World) => ({ tenant: w.tenant.id, title: 'Fleet again', slug: 'fleet', fields: [] })
    await expect(payload.create({ collection: 'forms', data: data(a), context: ctx })).rejects.toThrow()
    const other = await payload.create({ collection: 'forms', data: data(b), context: ctx })
    expect((await loadCustomForm({ tenantId: a.tenant.id }, 'fleet'))?.id).toBe(fleet.id)
    expect((await loadCustomForm({ tenantId: b.tenant.id }, 'fleet'))?.id).toBe(other.id)
    await payload.delete({ collection: 'forms', id: other.id, context: ctx })
  })
})

describe('POST /api/custom-forms/{slug}: a submission becomes a lead delivered like any other', () => {
  it('stores exactly one lead of A with the answers and queues its delivery', async () => {
    const before = (await leadsOf(a)).length
    const res = await post(a, 'fleet', {
      name: 'Casey',
      email: 'casey.fleet@example.com',
      phone: '0412 345 678',
      fleet_size: 'large',
      budget: '45000',
      notes: 'Twelve utes by March',
      novated: true,
      not_a_field: 'dropped',
    })
    expect(res.status).toBe(201)
    const { lead_id, redirect } = await res.json()
    expect(redirect).toBe(`/success?dealership=${a.dealership.slug}`) // stock §2 "/success": the lead's dealership
    const leads = await leadsOf(a)
    expect(leads).toHaveLength(before + 1)
    const lead = leads.find((l) => l.id === lead_id)!
    expect(lead).toMatchObject({
      site: a.site.id,
      dealership: a.dealership.id,
      type: 'custom_form',
      category: 'Fleet enquiry',
      name: 'Casey',
      email: 'casey.fleet@example.com',
      phone: '0412345678', // normalised as every lead's (src/domain/leads/phone.ts)
      delivery_status: 'pending',
    })
    expect(lead.message).toBe(
      [
        'Fleet enquiry',
        'Your name: Casey',
        'Work email: casey.fleet@example.com',
        'Phone: 0412 345 678',
        'Fleet size: 6 or more cars',
        'Budget per car: 45000',
        'Anything else: Twelve utes by March',
        'Novated lease: Yes',
      ].join('\n'),
    )
    const extras = lead.payload as { form: unknown; answers: { field: string; value: unknown }[] }
    expect(extras.form).toEqual({ id: fleet.id, slug: 'fleet', title: 'Fleet enquiry' })
    expect(extras.answers.map((x) => x.field)).not.toContain('not_a_field')
    expect(extras.answers).toContainEqual({ field: 'budget', label: 'Budget per car', value: 45000 })
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverLead' } },
      limit: 1000,
      overrideAccess: true,
    })
    expect(jobs.filter((j) => String((j.input as { lead?: string }).lead) === String(lead.id))).toHaveLength(1)
  })

  it('a missing required field, a bad e-mail and an unknown option answer 400 with field messages; nothing stored', async () => {
    const before = (await leadsOf(a)).length
    const res = await post(a, 'fleet', { email: 'not-an-email', fleet_size: 'huge', budget: 'lots' })
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error.code).toBe('invalid_lead')
    expect(error.fields).toEqual({
      name: 'This is a required field.',
      email: 'Please enter a valid email address.',
      fleet_size: 'Choose one of the options.',
      budget: 'Please enter a number.',
    })
    expect((await post(a, 'fleet', 'just text')).status).toBe(400)
    expect(await leadsOf(a)).toHaveLength(before)
  })
})

describe('walls: forms are staff-only and tenant-scoped; submissions never come through REST', () => {
  const rest = async (slug: string, body: unknown) => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const request = new Request(`http://localhost:3000/api/${slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return REST_POST(config)(request, { params: Promise.resolve({ slug: [slug] }) })
  }

  it('refuses an anonymous REST create on forms and form-submissions', async () => {
    const formRes = await rest('forms', { title: 'Forged', slug: 'forged', tenant: a.tenant.id })
    expect(formRes.status).toBe(403)
    const subRes = await rest('form-submissions', { form: fleet.id, submissionData: [{ field: 'x', value: 'y' }] })
    expect(subRes.status).toBe(403)
    expect(await payload.count({ collection: 'forms', where: { slug: { equals: 'forged' } } })).toEqual({
      totalDocs: 0,
    })
    expect((await payload.count({ collection: 'form-submissions' })).totalDocs).toBe(0)
  })

  it('anonymous readers get no forms; staff of B neither read nor edit A’s form', async () => {
    await expect(payload.find({ collection: 'forms', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    const seen = await payload.find({ collection: 'forms', user: asUser(b.staff), overrideAccess: false, depth: 0 })
    expect(seen.docs.map((d) => d.id)).not.toContain(fleet.id)
    await expect(
      payload.update({
        collection: 'forms',
        id: fleet.id,
        data: { title: 'Hijacked' },
        user: asUser(b.staff),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'forms', id: fleet.id })).title).toBe('Fleet enquiry')
  })
})
