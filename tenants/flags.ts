import type { ShortlistFlags } from '@/domain/shortlist-buttons'

import { FEATURE_KEYS, type FeatureKey, FEATURES, type FeatureValue, type FeatureValues } from './features'

/** What a stored site carries: any subset of the registry, possibly with stale or null values. */
export type StoredFeatures = Partial<Record<string, unknown>> | null | undefined

function valid<K extends FeatureKey>(key: K, value: unknown): value is FeatureValue<K> {
  const def = FEATURES[key]
  if (def.type === 'boolean') return typeof value === 'boolean'
  return def.options.some((o) => o.value === value)
}

/**
 * The one way pages read a site's feature flag. A missing, null or unknown stored value falls back to
 * the registry default, so adding a flag never needs a data migration.
 */
export function siteFeature<K extends FeatureKey>(site: { features?: StoredFeatures }, key: K): FeatureValue<K> {
  const stored = site.features?.[key]
  return valid(key, stored) ? stored : (FEATURES[key].default as FeatureValue<K>)
}

/** All flags of a site, resolved against the registry (for passing plain props to client islands). */
export function siteFeatures(site: { features?: StoredFeatures }): FeatureValues {
  return Object.fromEntries(FEATURE_KEYS.map((k) => [k, siteFeature(site, k)])) as FeatureValues
}

/** The three flags for a site (tenants/features.ts). */
export const shortlistFlags = (site: { features?: StoredFeatures }): ShortlistFlags => ({
  favourites: siteFeature(site, 'favourites'),
  compare: siteFeature(site, 'compare'),
  usedWithImagesOnly: siteFeature(site, 'favourites_used_with_images_only'),
})
