import type { Payload } from 'payload'

import { siteTags, tagSourcesOf } from '@/domain/analytics/tags'
import { type Id, relationId } from '@/domain/ids'
import { withPlatformDefaults } from '@/domain/platform-settings'
import type { Dealership, Media, Site } from '@/payload-types'
import type { SiteMap } from '@tenants/resolve-host'
import { templateFor } from '@tenants/templates/registry'

import { loadPlatformSettings } from './platform-settings'
import type { DealershipSummary, SiteContext } from './sites'

/*
 * The site loaders over a Payload instance they are handed (pages reach them cached, through
 * getSite and getSiteMap in ./sites; jobs and tests call them directly).
 */

const idOf = (v: unknown): Id | undefined => relationId(v) ?? undefined

const summarise = (d: Dealership): DealershipSummary => ({
  id: d.id,
  name: d.name,
  slug: d.slug,
  manufacturer: d.manufacturer,
  address: d.address,
  phones: d.phones,
  email: d.email,
  dealer_license_number: d.dealer_license_number,
  motor_vehicle_repairer: d.motor_vehicle_repairer,
  include_sold_cars_days: d.include_sold_cars_days,
  eofy_link: d.eofy_link,
  vehicle_kind: d.vehicle_kind,
})

/** Every site's hosts, for the proxy's allow-list. */
export async function loadSiteMap(payload: Payload): Promise<SiteMap> {
  const { docs } = await payload.find({
    collection: 'sites',
    limit: 0,
    pagination: false,
    depth: 0,
    select: {
      slug: true,
      tenant: true,
      domains: true,
      settings: { tracking_consent: true, tag_id: true, meta_pixel_id: true },
    },
  })
  const domains: Record<string, string> = {}
  const tenants: Record<string, string> = {}
  const tagSources: NonNullable<SiteMap['tags']> = {}
  for (const site of docs) {
    for (const d of site.domains ?? []) if (d.domain) domains[d.domain] = site.slug
    const tenant = relationId(site.tenant)
    if (tenant != null) tenants[site.slug] = String(tenant)
    // The proxy's CSP allows a tag's hosts only where the site loads it with consent (docs/features/security.md
    // "Headers, CSP and CSRF").
    const sources = tagSourcesOf(siteTags(site.settings ?? {}))
    if (sources) tagSources[site.slug] = sources
  }
  return { domains, slugs: docs.map((s) => s.slug), tenants, tags: tagSources }
}

/**
 * The settings' location pickers as ids only (the vehicle page's block, the service pages): pages look
 * them up in the site's own directory, so another tenant's id finds nothing, and no populated
 * location document travels with the cached site.
 */
function withLocationIds(settings: NonNullable<Site['settings']>): NonNullable<Site['settings']> {
  return {
    ...settings,
    vehicle_location: (idOf(settings.vehicle_location) as number | undefined) ?? null,
    service_pages: (settings.service_pages ?? []).map((p) => ({
      ...p,
      location: (idOf(p.location) as number | undefined) ?? null,
    })),
  }
}

/** The site with this slug and only its own tenant's dealerships. */
export async function loadSite(payload: Payload, slug: string): Promise<SiteContext | null> {
  const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1, depth: 1 })
  const site = docs[0]
  if (!site) return null
  const tenantId = idOf(site.tenant)
  if (tenantId === undefined) return null
  // depth 1 populated the relations; keep only dealerships of the site's own tenant (the wall).
  const dealerships = (site.dealerships ?? [])
    .filter((d): d is Dealership => typeof d === 'object' && idOf(d.tenant) === tenantId)
    .map(summarise)
  const primaryId = idOf(site.primary_dealership)
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    tenantId,
    template: templateFor(site.template),
    // The platform's defaults fill what the site leaves empty (src/domain/platform-settings.ts).
    settings: withPlatformDefaults(withLocationIds(site.settings ?? {}), await loadPlatformSettings(payload)),
    features: site.features,
    // Only the site's own tenant's logo (upload fields once took any tenant's media; docs/features/security.md "Walls").
    logoUrl:
      typeof site.logo === 'object' && site.logo && idOf(site.logo.tenant) === tenantId
        ? ((site.logo as Media).url ?? null)
        : null,
    dealerships,
    primaryDealership: dealerships.find((d) => d.id === primaryId) ?? dealerships[0] ?? null,
    primaryDomain: site.primary_domain || site.domains?.[0]?.domain || null,
  }
}
