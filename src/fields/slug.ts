import type { TextField } from 'payload'

import { CAR_SLUG_HINT, carSlugOf, isCarSlug } from '@/domain/cars/slug'
import { slugify } from '@/domain/text/slug'
import { SITE_SLUG_PATTERN } from '@tenants/resolve-host'

/** How a slug is made from its source field when left empty, and what a slug may be. */
export type SlugRule = { fromSource: (text: string) => string; isValid: (slug: string) => boolean; hint: string }

/** A site-style slug: one DNS label (a site's slug is also a host name, tenants/resolve-host.ts). */
const LABEL_RULE: SlugRule = {
  fromSource: slugify,
  isValid: (slug) => SITE_SLUG_PATTERN.test(slug),
  hint: 'Use lower-case letters, digits and dashes only.',
}

/** A car's slug: the rule the stock import and the seed make slugs by (src/domain/cars/slug.ts). */
export const CAR_SLUG_RULE: SlugRule = { fromSource: carSlugOf, isValid: isCarSlug, hint: CAR_SLUG_HINT }

/** A URL slug, filled from `from` when left empty, lower-case letters, digits and dashes. */
export function slugField(from: string, overrides: Partial<TextField> = {}, rule: SlugRule = LABEL_RULE): TextField {
  return {
    name: 'slug',
    label: 'URL slug',
    type: 'text',
    index: true,
    admin: { position: 'sidebar', description: `Filled from ${from} when left empty.` },
    hooks: {
      beforeValidate: [
        ({ value, data }) =>
          value ? slugify(String(value)) : data?.[from] ? rule.fromSource(String(data[from])) : value,
      ],
    },
    validate: (value: string | null | undefined) => !value || rule.isValid(value) || rule.hint,
    ...overrides,
  } as TextField
}
