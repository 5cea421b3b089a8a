import type { TextField } from 'payload'

import { slugify } from '@/domain/text/slug'
import { SITE_SLUG_PATTERN } from '@tenants/resolve-host'

/** A URL slug, filled from `from` when left empty, lower-case letters, digits and dashes. */
export function slugField(from: string, overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'slug',
    label: 'URL slug',
    type: 'text',
    index: true,
    admin: { position: 'sidebar', description: `Filled from ${from} when left empty.` },
    hooks: {
      beforeValidate: [
        ({ value, data }) => (value ? slugify(String(value)) : data?.[from] ? slugify(String(data[from])) : value),
      ],
    },
    validate: (value: string | null | undefined) =>
      !value || SITE_SLUG_PATTERN.test(value) || 'Use lower-case letters, digits and dashes only.',
    ...overrides,
  } as TextField
}
