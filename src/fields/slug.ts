import type { TextField } from 'payload'

import { SITE_SLUG_PATTERN } from '@tenants/resolve-host'

export const slugify = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** A URL slug, filled from `from` when left empty, lower-case letters, digits and dashes. */
export function slugField(from: string, overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'slug',
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
