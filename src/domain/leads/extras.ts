import { slugify } from '@/domain/text/slug'

import { LEAD_CATEGORIES, LEAD_LIMITS, LEAD_SOURCE, type LeadKind } from './constants'

export type LeadCarFacts = {
  id: number | string
  slug: string
  stocknum?: string | null
  make: string
  model: string
  car_type: 'new' | 'demo' | 'used'
  status: string
  dealership: { id: number | string; slug: string }
}

export type LeadRequestFacts = {
  /** the page the form was sent from (Referer), else the car's own URL */
  url: string
  user_agent: string
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> }
}

/** The lead's category per form: General Enquiry is the default (finance §5). */
export const leadCategory = (kind: LeadKind) => LEAD_CATEGORIES[kind]

/**
 * spec: finance §3 "Lead form" default values (dealership_slug, manufacturer_slug, stock_number,
 * Vehicle Make, Vehicle Model, car_type, car_id, vehicle_status, subcategory) and "Payload extras"
 * (category, subcategory, page_id, url, source 'Website', user_agent, car_id, car_dealership_id,
 * lead_attributes, form_completed). Stored as the lead's `payload`, for the CRM delivery to send.
 */
export function leadPayloadExtras(kind: LeadKind, car: LeadCarFacts, request: LeadRequestFacts) {
  return {
    category: leadCategory(kind),
    subcategory: null,
    page_id: `/cars/${car.slug}`,
    url: request.url.slice(0, LEAD_LIMITS.url),
    source: LEAD_SOURCE,
    user_agent: request.user_agent.slice(0, LEAD_LIMITS.userAgent),
    car_id: car.id,
    car_slug: car.slug,
    car_dealership_id: car.dealership.id,
    lead_attributes: request.lead_attributes,
    form_completed: true,
    stock_number: car.stocknum ?? null,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    vehicle_status: car.status,
    manufacturer_slug: slugify(car.make),
    dealership_slug: car.dealership.slug,
  }
}

export type LeadPayloadExtras = ReturnType<typeof leadPayloadExtras>
