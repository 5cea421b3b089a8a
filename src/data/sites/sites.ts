import { tags } from '@/cache/tags'
import type { Id } from '@/domain/ids'
import type { Dealership, Site } from '@/payload-types'
import type { TemplateDefinition } from '@tenants/templates/registry'

import { cachedLoader } from '../runtime/cached'
import { loadSite, loadSiteMap } from './loaders'

export type DealershipSummary = Pick<
  Dealership,
  | 'id'
  | 'name'
  | 'slug'
  | 'manufacturer'
  | 'address'
  | 'phones'
  | 'email'
  | 'dealer_license_number'
  | 'motor_vehicle_repairer'
  | 'include_sold_cars_days'
  | 'eofy_link'
  | 'vehicle_kind'
>

/** What every public page knows about the site resolved from the request host. */
export type SiteContext = {
  id: Id
  slug: string
  name: string
  tenantId: Id
  template: TemplateDefinition
  settings: NonNullable<Site['settings']>
  features: Site['features']
  logoUrl: string | null
  dealerships: DealershipSummary[]
  primaryDealership: DealershipSummary | null
  /** The host the site's absolute URLs use: `primary_domain`, else its first domain (tenants/public-origin.ts). */
  primaryDomain: string | null
}

export const getSiteMap = cachedLoader('site-map', loadSiteMap, () => [tags.sites])
export const getSite = cachedLoader('site', loadSite, () => [tags.sites, tags.platformSettings])
