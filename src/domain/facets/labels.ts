import { carTypeLabel, type UsedLabel } from '@/domain/cars/labels'
import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'

import type { RefinementKey } from './vocabulary'

/** spec: stock §3 certified; the facet is a single 'Certified' choice (its 'false' bucket is dropped). */
export const CERTIFIED_LABEL = 'Certified'

/** Labels for stock §3 status values. */
export const STATUS_LABELS: Record<string, string> = { in_stock: 'In Stock', coming_soon: 'Coming Soon', sold: 'Sold' }

export type FacetLabelOptions = { usedLabel?: UsedLabel }

const isCarType = (value: string): value is CarType => (CAR_TYPES as readonly string[]).includes(value)
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/**
 * The shopper-facing label of a facet value. car_type reads 'New', 'Demo' and the site's
 * used_label (stock §9); certified 'true' reads 'Certified'; status and item_type are spelt out;
 * any other facet (price bands included, whose values are already labels) keeps the engine's label.
 */
export function facetLabel(
  key: RefinementKey,
  value: string,
  engineLabel: string,
  options: FacetLabelOptions = {},
): string {
  switch (key) {
    case 'car_type':
      return isCarType(value) ? carTypeLabel(value, options.usedLabel) : engineLabel
    case 'certified':
      return value === 'true' ? CERTIFIED_LABEL : engineLabel
    case 'status':
      return STATUS_LABELS[value] ?? engineLabel
    case 'item_type':
      return capitalise(value)
    default:
      return engineLabel
  }
}
