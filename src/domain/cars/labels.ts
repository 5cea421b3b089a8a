import type { CarType } from './vocabulary'

/** The site flag used_label: 'used' is relabelled Pre-Owned for some tenants (stock §9). */
export type UsedLabel = 'Used' | 'Pre-Owned'

const CAR_TYPE_LABELS: Record<Exclude<CarType, 'used'>, string> = { new: 'New', demo: 'Demo' }

/** 'New', 'Demo', and 'Used' or 'Pre-Owned' by the site's used_label (spec: stock §9). */
export const carTypeLabel = (type: CarType, usedLabel: UsedLabel = 'Used'): string =>
  type === 'used' ? usedLabel : CAR_TYPE_LABELS[type]
