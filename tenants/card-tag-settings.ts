import type { CardTagSettings } from '@/domain/tags/card-tag'

import { siteFeature, type StoredFeatures } from './flags'

/** The site fields the card tag reads: feature flags and settings texts (architecture: sites). */
export type TagSite = {
  features?: StoredFeatures
  settings?: { new_tag_name?: string | null; sold_tag_text?: string | null } | null
}

/** Card-tag settings for a site; franchiseMake is the site's/dealership's make (stock §4 rule 3). */
export function cardTagSettings(site: TagSite, franchiseMake: string | null | undefined, now: number): CardTagSettings {
  return {
    evTag: siteFeature(site, 'ev_tag'),
    certifiedLogo: siteFeature(site, 'certified_logo'),
    runoutTagColour: siteFeature(site, 'runout_tag_colour'),
    franchiseMake,
    newTagName: site.settings?.new_tag_name,
    soldTagText: site.settings?.sold_tag_text,
    now,
  }
}
