import { LEAD_CATEGORIES } from './category'
import { LEAD_LIMITS, LEAD_SOURCE, type LeadRequestFacts } from './extras'
import { type ServiceLeadKind } from './kinds'

/** The page each location lead is sent from (docs/features/locations.md "Service and parts leads"). */
export const SERVICE_LEAD_PAGES: Record<ServiceLeadKind, string> = {
  service: '/service',
  parts: '/vehicle-parts-and-accessories',
}

/**
 * spec: finance §3 "Payload extras" for a lead with no car: category, page_id, url, source 'Website',
 * user_agent, lead_attributes, form_completed, and the dealership and location it is for.
 */
export function serviceLeadExtras(
  kind: ServiceLeadKind,
  target: {
    dealership: { id: number | string; slug: string }
    location: { id: number | string; slug: string; name: string }
  },
  request: LeadRequestFacts,
) {
  return {
    category: LEAD_CATEGORIES[kind],
    subcategory: null,
    page_id: SERVICE_LEAD_PAGES[kind],
    url: request.url.slice(0, LEAD_LIMITS.url),
    source: LEAD_SOURCE,
    user_agent: request.user_agent.slice(0, LEAD_LIMITS.userAgent),
    lead_attributes: request.lead_attributes,
    form_completed: true,
    dealership_slug: target.dealership.slug,
    car_dealership_id: target.dealership.id,
    location_id: target.location.id,
    location_slug: target.location.slug,
    location_name: target.location.name,
  }
}
