import { create } from 'xmlbuilder2'
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces'

import { customerFullName, type DeliverableLead, PROVIDER_NAME } from './lead'

/** ADF knows new and used; a demonstrator is sold as used. */
const vehicleStatus = (carType?: string | null) => (carType === 'new' ? 'new' : carType ? 'used' : undefined)

/** An element with text, left out when the value is empty (ADF readers dislike empty elements). */
function text(parent: XMLBuilder, name: string, value: unknown, attributes?: Record<string, string>) {
  if (value === null || value === undefined || value === '') return
  parent.ele(name, attributes).txt(String(value))
}

/**
 * The lead as Auto-lead Data Format 1.0 XML, the format dealer CRMs ingest (docs/features/leads.md "Lead delivery":
 * prospect, requestdate, vehicle with interest, status, year, make, model, vin, stock, price;
 * customer contact with name parts, email, phone; comments; vendor; provider). The prospect's
 * `<id>` is the lead id, so a CRM that de-duplicates by it files a re-sent lead once.
 */
export function leadAdf(lead: DeliverableLead): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ins('adf', 'version="1.0"')
  const prospect = doc.ele('adf').ele('prospect', { status: 'new' })
  text(prospect, 'id', lead.id, { sequence: '1', source: PROVIDER_NAME })
  text(prospect, 'requestdate', lead.createdAt)

  const v = lead.vehicle
  const trade = lead.trade_in
  // The car the shopper is after. A trade-in sent without one names only the car being traded.
  if (v || !trade) {
    const vehicle = prospect.ele('vehicle', {
      interest: lead.type === 'test_drive' ? 'test-drive' : trade || lead.type !== 'trade_in' ? 'buy' : 'trade-in',
      ...(vehicleStatus(v?.car_type) ? { status: vehicleStatus(v?.car_type)! } : {}),
    })
    if (v) {
      text(vehicle, 'id', v.id, { source: PROVIDER_NAME })
      text(vehicle, 'year', v.year)
      text(vehicle, 'make', v.make)
      text(vehicle, 'model', v.model)
      text(vehicle, 'vin', v.vin)
      text(vehicle, 'stock', v.stocknum)
      text(vehicle, 'trim', v.badge)
      if (v.price) text(vehicle, 'price', v.price, { type: 'asking', currency: 'AUD' })
      if (lead.offer_amount) text(vehicle, 'price', lead.offer_amount, { type: 'offer', currency: 'AUD' })
      text(vehicle, 'comments', v.url)
    } else if (lead.rego) {
      text(vehicle, 'comments', `Rego ${lead.rego}`)
    }
  }
  // ADF's own way to send a trade: a second vehicle with interest "trade-in" (year, make, model, odometer).
  if (trade) {
    const traded = prospect.ele('vehicle', { interest: 'trade-in', status: 'used' })
    text(traded, 'year', trade.year)
    text(traded, 'make', trade.make)
    text(traded, 'model', trade.model)
    text(traded, 'odometer', trade.km, { status: 'original', units: 'km' })
    const answers = Object.entries(trade.answers ?? {}).map(([k, a]) => `${k.replace(/_/g, ' ')}: ${a}`)
    const rego = lead.rego ? `Rego ${lead.rego}${trade.rego_state ? ` (${trade.rego_state})` : ''}` : null
    text(traded, 'comments', [rego, trade.valuation, ...answers].filter(Boolean).join('\n'))
  }

  const customer = prospect.ele('customer')
  const contact = customer.ele('contact')
  text(contact, 'name', lead.customer.first_name, { part: 'first' })
  text(contact, 'name', lead.customer.last_name, { part: 'last' })
  if (!lead.customer.first_name) text(contact, 'name', customerFullName(lead), { part: 'full' })
  text(contact, 'email', lead.customer.email)
  text(contact, 'phone', lead.customer.phone, { type: 'voice' })
  if (lead.customer.postcode) {
    const address = contact.ele('address')
    text(address, 'postalcode', lead.customer.postcode)
    text(address, 'country', 'AU')
  }
  if (lead.preferred_time) {
    const timeframe = customer.ele('timeframe')
    text(timeframe, 'description', 'Preferred time')
    text(timeframe, 'earliestdate', lead.preferred_time)
  }
  const heading = [lead.category, lead.subcategory].filter(Boolean).join(' · ')
  const services = lead.additional_services?.length
    ? `Additional services: ${lead.additional_services.join(', ')}`
    : null
  text(customer, 'comments', [heading && `[${heading}]`, lead.message, services].filter(Boolean).join('\n'))

  const vendor = prospect.ele('vendor')
  text(vendor, 'id', lead.dealership.slug, { source: PROVIDER_NAME })
  text(vendor, 'vendorname', lead.dealership.name)
  const vendorContact = vendor.ele('contact', { primarycontact: '1' })
  text(vendorContact, 'name', lead.dealership.name, { part: 'full' })
  text(vendorContact, 'email', lead.dealership.email)
  text(vendorContact, 'phone', lead.dealership.phone, { type: 'voice' })

  const provider = prospect.ele('provider')
  text(provider, 'name', PROVIDER_NAME, { part: 'full' })
  text(provider, 'service', lead.site.name)
  text(provider, 'url', lead.site.url)
  // finance §3 lead_attributes: the campaign that brought the shopper, as CRMs file a lead's source.
  const a = lead.attribution
  if (a && (a.source || a.medium || a.campaign || a.landing_page)) {
    const attributes = Object.fromEntries(
      [
        ['medium', a.medium],
        ['campaign', a.campaign],
        ['landingpage', a.landing_page],
      ].filter((e): e is [string, string] => Boolean(e[1])),
    )
    provider.ele('source', attributes).txt(a.source ?? '')
  }
  return doc.end({ prettyPrint: true })
}
