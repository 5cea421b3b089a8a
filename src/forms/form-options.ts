import type { LeadKind } from '@/domain/leads/kinds'
import { siteFeature, type StoredFeatures } from '@tenants/flags'

import { isCarRequired, type LeadSchemaOptions } from './lead-schema'

type FormSite = { features?: StoredFeatures; dealerships: readonly unknown[] }

/**
 * The schema options of a form on a site, decided once for the page that renders it and for
 * POST /api/enquiries that checks it, so the two cannot disagree. `namesCar`: the form is about a car.
 */
export function leadFormOptions(site: FormSite, kind: LeadKind, namesCar: boolean): LeadSchemaOptions {
  return {
    kind,
    messageOptional: siteFeature(site, 'enquiry_message_optional'),
    requireTerms: siteFeature(site, 'require_terms'),
    // spec: finance §5 "Preferred-dealership select is required when the site has several dealerships and the field is not removed."
    dealershipRequired: !namesCar && !isCarRequired(kind) && showsDealershipSelect(site),
    // spec: finance §5 "Location select is required when shown." The contact form shows it unless the site turns it off.
    locationRequired: kind === 'contact' && siteFeature(site, 'contact_location_select'),
  }
}

/** A group site (several dealerships) shows the preferred-dealership select unless it removes it. */
export const showsDealershipSelect = (site: FormSite) =>
  site.dealerships.length > 1 && !siteFeature(site, 'remove_preferred_dealership')

/** The page a form without a car is sent from (finance §3 payload extra page_id). */
export const PAGE_OF_KIND: Record<LeadKind, string> = {
  enquiry: '/',
  test_drive: '/book-test-drive',
  request_photos: '/',
  similar_car: '/',
  reserve: '/',
  contact: '/contact',
  trade_in: '/trade-in',
  offer_accepted: '/accept-offer',
  service: '/service',
  parts: '/vehicle-parts-and-accessories',
}
