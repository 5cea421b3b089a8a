import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import { leadAdf } from '@/integrations/lead-delivery/adf'
import { leadEmail } from '@/integrations/lead-delivery/email'
import type { DeliverableLead } from '@/integrations/lead-delivery/lead'

// docs/features/leads.md "Lead delivery", "The e-mail": ADF XML (Auto-lead Data Format 1.0: prospect,
// requestdate, vehicle with interest, status, year, make, model, vin, stock, price; customer
// contact with name parts, email, phone; comments; vendor; provider) in the body or as an
// attachment per setting, plus a readable HTML and text part.
const lead: DeliverableLead = {
  id: 42,
  createdAt: '2026-11-24T08:30:00.000Z',
  type: 'enquiry',
  category: 'General Enquiry',
  subcategory: null,
  event_id: 15,
  source: 'Website',
  url: 'https://harbourside.example/cars/corolla',
  message: 'Is it still available? <script>&"quotes"',
  preferred_time: null,
  rego: null,
  customer: {
    first_name: 'Casey',
    last_name: 'Lee',
    email: 'casey@example.com',
    phone: '0412345678',
    postcode: '2000',
    opt_in: true,
  },
  vehicle: {
    id: 7,
    name: '2021 Toyota Corolla Ascent',
    car_type: 'used',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent',
    vin: 'JTNK4RBE00J000001',
    stocknum: 'HS123',
    price: 28990,
    url: 'https://harbourside.example/cars/corolla',
  },
  dealership: {
    id: 3,
    slug: 'harbourside-toyota',
    name: 'Harbourside Toyota',
    email: 'sales@harbourside.example',
    phone: '0290000000',
  },
  site: { slug: 'harbourside', name: 'Harbourside Toyota', url: 'https://harbourside.example' },
}

const parserOf = (vehicles: boolean) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => name === 'name' || (vehicles && name === 'vehicle'),
  })
/** The ADF parsed back; `vehicles` reads every <vehicle> as a list. */
const parse = (xml: string, vehicles = false) => parserOf(vehicles).parse(xml)

describe('leadAdf: ADF 1.0 parsed back', () => {
  const xml = leadAdf(lead)
  const doc = parse(xml)
  const p = doc.adf.prospect

  it('declares XML 1.0 and the ADF 1.0 processing instruction', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<?adf version="1.0"?>')
  })

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed ADF is untyped XML
  it.each<[string, (p: Record<string, any>) => unknown, unknown]>([
    ['prospect status', (p) => p['@status'], 'new'],
    ['prospect id is the lead id (a CRM de-duplicates by it)', (p) => p.id['#text'], '42'],
    ['id source', (p) => p.id['@source'], 'Forecourt'],
    ['requestdate', (p) => p.requestdate, '2026-11-24T08:30:00.000Z'],
    ['vehicle interest', (p) => p.vehicle['@interest'], 'buy'],
    ['vehicle status (used)', (p) => p.vehicle['@status'], 'used'],
    ['year', (p) => p.vehicle.year, '2021'],
    ['make', (p) => p.vehicle.make, 'Toyota'],
    ['model', (p) => p.vehicle.model, 'Corolla'],
    ['vin', (p) => p.vehicle.vin, 'JTNK4RBE00J000001'],
    ['stock', (p) => p.vehicle.stock, 'HS123'],
    ['price', (p) => p.vehicle.price['#text'], '28990'],
    ['price currency', (p) => p.vehicle.price['@currency'], 'AUD'],
    ['first name', (p) => p.customer.contact.name.find((n: any) => n['@part'] === 'first')['#text'], 'Casey'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['last name', (p) => p.customer.contact.name.find((n: any) => n['@part'] === 'last')['#text'], 'Lee'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['email', (p) => p.customer.contact.email, 'casey@example.com'],
    ['phone', (p) => p.customer.contact.phone['#text'], '0412345678'],
    ['postcode', (p) => p.customer.contact.address.postalcode, '2000'],
    [
      'comments: category and the message, escaped and intact',
      (p) => p.customer.comments,
      '[General Enquiry]\nIs it still available? <script>&"quotes"',
    ],
    ['vendor', (p) => p.vendor.vendorname, 'Harbourside Toyota'],
    ['vendor id', (p) => p.vendor.id['#text'], 'harbourside-toyota'],
    ['provider', (p) => p.provider.name[0]['#text'], 'Forecourt'],
    ['provider service: the site', (p) => p.provider.service, 'Harbourside Toyota'],
  ])('%s', (_, pick, expected) => expect(pick(p)).toEqual(expected))

  it('never carries markup from the shopper unescaped', () => expect(xml).not.toContain('<script>'))
})

describe('leadAdf: other forms', () => {
  it.each([
    ['a test drive', { type: 'test_drive' }, 'test-drive'],
    ['a trade-in', { type: 'trade_in', vehicle: null }, 'trade-in'],
    ['a contact enquiry without a car', { type: 'enquiry', vehicle: null }, 'buy'],
  ] as const)('%s → vehicle interest %s', (_, change, interest) => {
    const p = parse(leadAdf({ ...lead, ...change })).adf.prospect
    expect(p.vehicle['@interest']).toBe(interest)
    if (change.type !== 'test_drive') expect(p.vehicle.make).toBeUndefined()
  })

  // ADF 1.0 sends a trade as a vehicle with interest "trade-in"; finance §3 "rego, regoState, adjustmentAnswers".
  const trade = {
    year: 2019,
    make: 'Mazda',
    model: 'CX-5',
    km: 64_000,
    rego_state: 'NSW',
    valuation: 'Indicative valuation $18,000 – $21,000',
    answers: { accident_history: 'No' },
  }
  it('a trade-in without a car: one vehicle, the trade, with year, make, model and odometer in km', () => {
    const p = parse(leadAdf({ ...lead, type: 'trade_in', vehicle: null, rego: 'ABC123', trade_in: trade })).adf.prospect
    expect(p.vehicle).toMatchObject({
      '@interest': 'trade-in',
      '@status': 'used',
      year: '2019',
      make: 'Mazda',
      model: 'CX-5',
      odometer: { '#text': '64000', '@units': 'km' },
    })
    expect(p.vehicle.comments).toBe('Rego ABC123 (NSW)\nIndicative valuation $18,000 – $21,000\naccident history: No')
  })

  it('a trade-in towards a car: the car to buy, then the trade', () => {
    const p = parse(leadAdf({ ...lead, type: 'trade_in', trade_in: trade }), true).adf.prospect
    expect(p.vehicle.map((v: { '@interest': string; make: string }) => [v['@interest'], v.make])).toEqual([
      ['buy', 'Toyota'],
      ['trade-in', 'Mazda'],
    ])
  })

  it('finance §5 "checked options marked \'check_option\' become an additional_services list": listed in the comments', () => {
    const p = parse(leadAdf({ ...lead, additional_services: ['Window tint', 'Paint protection'] })).adf.prospect
    expect(p.customer.comments).toContain('Additional services: Window tint, Paint protection')
    const m = leadEmail({ ...lead, additional_services: ['Window tint'] }, ['crm@dealer.example'], 'attachment')
    expect(m.text).toContain('Additional services: Window tint')
  })

  it('finance §4 offer acceptance: the accepted amount is a second price, of type offer', () => {
    const p = parse(leadAdf({ ...lead, type: 'offer_accepted', offer_amount: 27_500 })).adf.prospect
    expect(p.vehicle.price).toEqual([
      { '#text': '28990', '@type': 'asking', '@currency': 'AUD' },
      { '#text': '27500', '@type': 'offer', '@currency': 'AUD' },
    ])
    expect(leadEmail({ ...lead, offer_amount: 27_500 }, ['crm@dealer.example'], 'attachment').text).toContain(
      'Offer accepted at: $27,500',
    )
  })

  it('a new car has status new; a preferred time becomes a timeframe', () => {
    const p = parse(
      leadAdf({ ...lead, vehicle: { ...lead.vehicle!, car_type: 'new' }, preferred_time: '2026-11-30T01:00:00.000Z' }),
    ).adf.prospect
    expect(p.vehicle['@status']).toBe('new')
    expect(p.customer.timeframe.earliestdate).toBe('2026-11-30T01:00:00.000Z')
  })
})

describe('leadEmail: ADF in the body or attached, with readable parts', () => {
  it('body: the plain-text part is the ADF; the HTML part is readable and escaped', () => {
    const m = leadEmail(lead, ['crm@dealer.example'], 'body')
    expect(parse(m.text).adf.prospect.id['#text']).toBe('42')
    expect(m.html).toContain('<th align="left">Name</th><td>Casey Lee</td>')
    expect(m.html).toContain('&lt;script&gt;')
    expect(m.attachments).toBeUndefined()
    expect(m.headers['Message-ID']).toBe('<lead-42@leads.forecourt.invalid>')
  })

  it('attachment: readable text and HTML, ADF as lead-{id}.xml', () => {
    const m = leadEmail(lead, ['crm@dealer.example'], 'attachment')
    expect(m.text).toContain('Name: Casey Lee')
    expect(m.text).toContain('Price: $28,990')
    expect(m.attachments).toEqual([{ filename: 'lead-42.xml', contentType: 'application/xml', content: leadAdf(lead) }])
    expect(m.subject).toBe('New lead: General Enquiry · Casey Lee · 2021 Toyota Corolla Ascent (Harbourside Toyota)')
  })
})
