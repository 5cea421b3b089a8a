import type { Field, GroupField } from 'payload'

import { FEATURE_KEYS, FEATURES } from '@tenants/features'

/** One checkbox or select per registered feature flag (tenants/features.ts). */
export const featuresField: GroupField = {
  name: 'features',
  label: 'Features',
  type: 'group',
  admin: { description: 'Switches that vary per dealer site. Unset values use the platform default.' },
  fields: FEATURE_KEYS.map((key): Field => {
    const def = FEATURES[key]
    const admin = { description: def.description }
    return def.type === 'boolean'
      ? { name: key, label: def.label, type: 'checkbox', defaultValue: def.default, admin }
      : {
          name: key,
          label: def.label,
          type: 'select',
          defaultValue: def.default,
          options: def.options.map((o) => ({ label: o.label, value: o.value })),
          admin,
        }
  }),
}
