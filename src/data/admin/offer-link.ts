import type { Payload, TypedUser } from 'payload'

import { isAvailable } from '@/domain/availability/is-available'
import { relationId } from '@/domain/ids'
import type { OfferLinkTarget } from '@/domain/links/accept-offer'

/**
 * The site origin and car of a lead, read as the staff member viewing it (their access, so another
 * tenant's car or site is never read). Null when the lead names no car, the car is no longer
 * available (the page would not offer it) or gone, or the site has no domain yet. The origin is the
 * site's primary domain (else its first); a development `*.localhost` domain is http and keeps the
 * port the admin was reached on (`adminHost`).
 */
export async function offerLinkTarget(
  payload: Payload,
  user: TypedUser | null,
  lead: { car?: unknown; site?: unknown },
  adminHost?: string | null,
): Promise<OfferLinkTarget | null> {
  const carId = relationId(lead.car)
  const siteId = relationId(lead.site)
  if (!user || carId == null || siteId == null) return null
  const read = { user, overrideAccess: false, depth: 0, disableErrors: true } as const
  const [car, site] = await Promise.all([
    payload.findByID({ collection: 'cars', id: carId, ...read, select: { slug: true, name: true, status: true } }),
    payload.findByID({ collection: 'sites', id: siteId, ...read, select: { primary_domain: true, domains: true } }),
  ])
  const domain = (site?.primary_domain || site?.domains?.[0]?.domain)?.toLowerCase()
  if (!car?.slug || !domain || !isAvailable(car)) return null
  const port = adminHost?.match(/:(\d{1,5})$/)?.[1]
  const origin = /^(localhost|[a-z0-9.-]+\.localhost)$/.test(domain)
    ? `http://${domain}${port ? `:${port}` : ''}`
    : `https://${domain}`
  return { origin, carSlug: car.slug, carName: car.name ?? car.slug }
}
