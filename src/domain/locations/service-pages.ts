import { isPageSlug, RESERVED_TOP_LEVEL_SLUGS } from '@/domain/content/page-path'

import type { BookingLink } from './service-booking'

/**
 * A per-site service-booking page (finance §2 "/book-a-service-smithfield; /subaru-service (only when
 * the dealer has a service-booking URL); /service-maroochydore; /service-noosa"), configured in the
 * site's settings rather than hard-coded: one path segment, an optional make and service centre.
 */
export type ServicePageConfig = {
  path: string
  title?: string | null
  make?: string | null
  location?: unknown
  requires_booking_url?: boolean | null
}

/** Top-level addresses the app's own routes answer; a service page there would never be reached. */
const APP_ROUTES = [
  'accept-offer',
  'apply-for-finance',
  'book-test-drive',
  'contact',
  'contact-us',
  'dealer-locator',
  'finance',
  'finance-enquiry',
  'finance-pre-approval',
  'forms',
  'instant-price',
  'locations',
  'models',
  'my-garage',
  'our-location',
  'personalised',
  'sell-my-car',
  'service',
  'sign-in',
  'trade-in',
  'vehicle-parts-and-accessories',
]

/** 'Subaru-Service', '/subaru-service/' → 'subaru-service'. */
export const normaliseServicePath = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')

/** The error to show staff for a service page address, or null when it is fine. */
export function servicePathProblem(value: string): string | null {
  const path = normaliseServicePath(value)
  if (!isPageSlug(path)) return 'Use one segment of lower-case letters, digits and single dashes, e.g. subaru-service.'
  if (RESERVED_TOP_LEVEL_SLUGS.includes(path) || APP_ROUTES.includes(path))
    return `/${path} is one of the site's own pages; choose another address.`
  return null
}

/** The configured page at a path (the catch-all's segments), or null: every other address stays a 404. */
export function findServicePage<T extends ServicePageConfig>(
  pages: readonly T[] | null | undefined,
  segments: readonly string[],
): T | null {
  if (segments.length !== 1) return null
  const path = normaliseServicePath(segments[0] ?? '')
  return (pages ?? []).find((p) => normaliseServicePath(p.path) === path) ?? null
}

/** The booking links a service page offers: those of its make when it names one (case-insensitive). */
export function servicePageLinks(page: Pick<ServicePageConfig, 'make'>, links: readonly BookingLink[]): BookingLink[] {
  const make = page.make?.trim().toLowerCase()
  return make ? links.filter((l) => (l.make ?? '').trim().toLowerCase() === make) : [...links]
}

/** Whether the page answers at all: one that requires a booking URL is a 404 without one. */
export const servicePageAnswers = (
  page: Pick<ServicePageConfig, 'requires_booking_url'>,
  links: readonly BookingLink[],
) => !page.requires_booking_url || links.length > 0
