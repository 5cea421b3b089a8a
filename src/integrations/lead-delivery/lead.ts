import { formatPrice } from '@/domain/pricing/format'

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
  dealership: { id: number | string; slug: string; name: string; email?: string | null; phone?: string | null }
  site: { slug: string; name: string; url?: string | null }
}

/** The platform's name in ADF `<provider>`, ids' `source`, and the e-mail's sender name. */
export const PROVIDER_NAME = 'Forecourt'

export const customerFullName = (lead: DeliverableLead) =>
  [lead.customer.first_name, lead.customer.last_name].filter(Boolean).join(' ')

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
    ['Vehicle page', v?.url],
    ['Message', lead.message],
    ['Opted in to offers', lead.customer.opt_in == null ? null : lead.customer.opt_in ? 'Yes' : 'No'],
    ['Dealership', lead.dealership.name],
    ['Website', lead.site.name],
    ['Sent from', lead.url],
    ['Received', lead.createdAt],
    ['Lead id', String(lead.id)],
  ]
  return rows.filter((r): r is [string, string] => Boolean(r[1]))
}
