import { carPath } from '@/domain/links/car-path'
import { slugify } from '@/domain/text/slug'

import { LEAD_CATEGORIES, type LeadClassification } from './category'
import { type LeadKind } from './kinds'

/**
 * The options offered with an accepted offer, sent as 'check_option' boxes and stored as the lead's
 * additional_services (finance §5). Ours: the spec names the mechanism, not the options.
 */
export const OFFER_ADDITIONAL_SERVICES = [
  'Finance',
  'Extended warranty',
  'Paint and interior protection',
  'Window tinting',
  'Valuation of my trade-in',
] as const

/** spec: finance §3 "Payload extras: … source ('Website')". */
export const LEAD_SOURCE = 'Website'

/** Field limits (the spec leaves them open; these keep a lead readable and a request small). */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  /** A registration plate; personalised plates are longer than standard ones (ours: the spec gives no limit). */
  rego: 12,
  /** the shopper's words for a vehicle: 'Toyota RAV4 2019', 'a Kluger or similar' */
  vehicle: 120,
  message: 2000,
  /** request body, bytes */
  body: 16 * 1024,
  visitedPages: 20,
  linkedQueryParams: 20,
  url: 2000,
  userAgent: 500,
} as const

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
    subcategory: null as string | null,
    page_id: carPath(car.slug),
    url: request.url.slice(0, LEAD_LIMITS.url),
    source: LEAD_SOURCE,
    user_agent: request.user_agent.slice(0, LEAD_LIMITS.userAgent),
    car_id: car.id as number | string | null,
    car_slug: car.slug as string | null,
    car_dealership_id: car.dealership.id as number | string | null,
    lead_attributes: request.lead_attributes,
    form_completed: true,
    stock_number: car.stocknum ?? null,
    'Vehicle Make': car.make as string | null,
    'Vehicle Model': car.model as string | null,
    car_type: car.car_type as LeadCarFacts['car_type'] | null,
    vehicle_status: car.status as string | null,
    manufacturer_slug: slugify(car.make) as string | null,
    dealership_slug: car.dealership.slug as string | null,
  }
}

/**
 * The same extras for any form (finance §3), with the category the form classified (finance §4, §5)
 * and `offer_accepted`. A form sent without a car (the site's own pages) names its dealership, if
 * any, and the page it was sent from.
 */
export function formLeadExtras(
  kind: LeadKind,
  car: LeadCarFacts | null,
  request: LeadRequestFacts & { page_id: string },
  dealership: { id: number | string; slug: string } | null,
  classification: LeadClassification,
) {
  const base: LeadPayloadExtras = car
    ? leadPayloadExtras(kind, car, request)
    : {
        ...leadPayloadExtras(
          kind,
          { id: '', slug: '', make: '', model: '', car_type: 'new', status: '', dealership: { id: '', slug: '' } },
          request,
        ),
        page_id: request.page_id,
        car_id: null,
        car_slug: null,
        car_dealership_id: null,
        stock_number: null,
        'Vehicle Make': null,
        'Vehicle Model': null,
        car_type: null,
        vehicle_status: null,
        manufacturer_slug: null,
        dealership_slug: dealership?.slug ?? null,
      }
  return {
    ...base,
    category: classification.category,
    subcategory: classification.subcategory,
    offer_accepted: classification.offer_accepted,
  }
}

export type LeadPayloadExtras = ReturnType<typeof leadPayloadExtras>
