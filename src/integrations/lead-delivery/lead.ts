import type { LeadAttribution } from '@/domain/leads/attribution'
import { formatPrice } from '@/domain/pricing/format'
import { formatKm } from '@/domain/text/number'

/**
 * A stored lead as the transports see it: plain data, read from Payload by the delivery job
 * (src/jobs/deliver-lead). A lead may have no car (contact and trade-in forms).
 */
export type DeliverableLead = {
  id: number | string
  createdAt: string
  type: string
  category?: string | null
  subcategory?: string | null
  event_id?: number | null
  source?: string | null
  url?: string | null
  message?: string | null
  preferred_time?: string | null
  rego?: string | null
  customer: {
    first_name: string
    last_name?: string | null
    email?: string | null
    phone?: string | null
    postcode?: string | null
    opt_in?: boolean | null
  }
  vehicle: null | {
    id: number | string
    name?: string | null
    car_type?: 'new' | 'used' | 'demo' | null
    year?: number | null
    make?: string | null
    model?: string | null
    badge?: string | null
    vin?: string | null
    stocknum?: string | null
    price?: number | null
    url?: string | null
  }
  /** The shopper's own car, on a trade-in form (finance §3 "rego, regoState, adjustmentAnswers"). */
  trade_in?: null | {
    year?: number | null
    make?: string | null
    model?: string | null
    km?: number | null
    rego_state?: string | null
    /** the indicative range as the dealer reads it, or why there is none */
    valuation?: string | null
    /** the adjustment questions' answers, by question key */
    answers?: Record<string, string>
  }
  /**
   * Where the shopper came from: the link's utm_source, utm_medium and utm_campaign and the visit's
   * first page (finance §3 lead_attributes). Null values when the lead says nothing.
   */
  attribution?: LeadAttribution | null
  /** The amount the shopper accepted, in dollars (an offer-accepted lead, finance §4). */
  offer_amount?: number | null
  /** Options the shopper ticked (finance §5 "checked options marked 'check_option' become an additional_services list"). */
  additional_services?: string[]
  dealership: { id: number | string; slug: string; name: string; email?: string | null; phone?: string | null }
  site: { slug: string; name: string; url?: string | null }
}

/** The platform's name in ADF `<provider>`, ids' `source`, and the e-mail's sender name. */
export const PROVIDER_NAME = 'Forecourt'

export const customerFullName = (lead: DeliverableLead) =>
  [lead.customer.first_name, lead.customer.last_name].filter(Boolean).join(' ')

/** The trade-in car as one line: '2019 Toyota Corolla, 50,000 km'. */
export const tradeInTitle = (t: NonNullable<DeliverableLead['trade_in']>) =>
  [[t.year, t.make, t.model].filter(Boolean).join(' '), formatKm(t.km)].filter(Boolean).join(', ')

export const vehicleTitle = (v: NonNullable<DeliverableLead['vehicle']>) =>
  v.name || [v.year, v.make, v.model, v.badge].filter(Boolean).join(' ') || `Car ${v.id}`

/** The lead as labelled rows, in reading order: the one source of the e-mail's text and HTML parts. */
export function leadRows(lead: DeliverableLead): [string, string][] {
  const v = lead.vehicle
  const rows: [string, string | null | undefined][] = [
    ['Enquiry', [lead.category, lead.subcategory].filter(Boolean).join(' · ') || lead.type],
    ['Name', customerFullName(lead)],
    ['Email', lead.customer.email],
    ['Phone', lead.customer.phone],
    ['Postcode', lead.customer.postcode],
    ['Preferred time', lead.preferred_time],
    ['Rego', lead.rego],
    ['Vehicle', v ? vehicleTitle(v) : null],
    ['Stock number', v?.stocknum],
    ['VIN', v?.vin],
    ['Price', v?.price ? formatPrice(v.price) : null],
    ['Offer accepted at', lead.offer_amount ? formatPrice(lead.offer_amount) : null],
    ['Vehicle page', v?.url],
    ['Trade-in vehicle', lead.trade_in ? tradeInTitle(lead.trade_in) : null],
    ['Trade-in rego state', lead.trade_in?.rego_state],
    ['Trade-in valuation', lead.trade_in?.valuation],
    ...Object.entries(lead.trade_in?.answers ?? {}).map(([k, v]): [string, string] => [
      `Trade-in: ${k.replace(/_/g, ' ')}`,
      v,
    ]),
    ['Additional services', lead.additional_services?.length ? lead.additional_services.join(', ') : null],
    ['Message', lead.message],
    ['Opted in to offers', lead.customer.opt_in == null ? null : lead.customer.opt_in ? 'Yes' : 'No'],
    ['Dealership', lead.dealership.name],
    ['Website', lead.site.name],
    ['Sent from', lead.url],
    ['Campaign source', lead.attribution?.source],
    ['Campaign medium', lead.attribution?.medium],
    ['Campaign', lead.attribution?.campaign],
    ['Landing page', lead.attribution?.landing_page],
    ['Received', lead.createdAt],
    ['Lead id', String(lead.id)],
  ]
  return rows.filter((r): r is [string, string] => Boolean(r[1]))
}
