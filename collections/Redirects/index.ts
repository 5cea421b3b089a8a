import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, Plugin } from 'payload'

import { staffAccess } from '@/access/staff'
import { tags } from '@/cache/tags'
import { fromPathProblem, toTargetProblem } from '@/domain/content/redirects'
import { sitesField } from '@/fields/link'

import { boundApiLists } from '../hooks/bound-api-lists'
import { revalidates } from '../hooks/revalidates'
import { validateRedirect } from './hooks/validate-redirect'

/**
 * The proxy reads redirects with the host map (src/data/sites/redirects.ts): drop this process's copy and
 * the cached table, so an edit or a delete applies at once.
 */
const expireRedirects = revalidates(null, tags.redirects)

const named = (field: Field) => ('name' in field ? field.name : '')

/** The plugin's `to` group: a page of the tenant, or an address checked as menu links are. */
const ourTarget = (group: Field): Field =>
  group.type !== 'group'
    ? group
    : {
        ...group,
        label: 'To (new address)',
        fields: group.fields.map((field) => {
          if (named(field) === 'reference')
            return {
              ...field,
              label: 'Page of this tenant',
              admin: { ...field.admin, description: 'The redirect follows the page when its address changes.' },
            } as Field
          if (named(field) === 'url')
            return {
              ...field,
              label: 'Address',
              validate: (value: string | null | undefined) => toTargetProblem(value) ?? true,
              admin: {
                ...field.admin,
                description:
                  'A page of this site (/search/used-cars) or a full https:// address elsewhere (tenant admins only).',
              },
            } as Field
          return field
        }),
      }

/** The plugin's `from`: a path of the site, and not unique across the platform (each tenant has its own). */
const ourFrom = (field: Field): Field =>
  ({
    ...field,
    unique: false,
    label: 'From (old address)',
    validate: (value: string | null | undefined) => fromPathProblem(value) ?? true,
    admin: {
      description:
        "A path of this site, such as /used-vehicles/index.php. Case and a final / do not matter. The site's own pages (/cars, /search, /sign-in…) cannot be redirected.",
    },
  }) as Field

/**
 * Redirects staff manage (docs/features/content.md "Add a redirect"), so a dealer moving from an old site keeps its
 * links: @payloadcms/plugin-redirects' collection (`from`, `to` as a page or an address, `type`),
 * with the product's rules as overrides. Staff-only and tenant-scoped (the multi-tenant plugin adds
 * `tenant`, so this runs before it); a redirect may be limited to some of the tenant's sites; the
 * built-in routes and off-site targets are refused by validation (docs/features/security.md "Security"). The proxy
 * answers them for the site resolved from the Host (src/proxy.ts) before any page renders.
 */
export const redirects: Plugin = redirectsPlugin({
  collections: ['pages'],
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: {
    label: 'Status',
    defaultValue: '301',
    options: [
      { label: '301 Moved permanently (search engines move the old page to the new)', value: '301' },
      { label: '302 Found (temporary: for a campaign, say)', value: '302' },
    ],
    admin: { position: 'sidebar' },
  },
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      useAsTitle: 'from',
      group: 'Content',
      defaultColumns: ['from', 'to.type', 'type', 'sites', 'updatedAt'],
      description: 'Old addresses that send visitors on to a new one, such as the links of a previous website.',
    },
    access: staffAccess(),
    // The walls of every collection (collections/index.ts `walled`).
    lockDocuments: false,
    hooks: {
      beforeOperation: [boundApiLists],
      beforeChange: [validateRedirect],
      ...expireRedirects.hooks,
    },
    fields: ({ defaultFields }) => [
      ...defaultFields.map((field) => {
        if (named(field) === 'from') return ourFrom(field)
        if (named(field) === 'to') return ourTarget(field)
        return field
      }),
      sitesField,
    ],
  },
})
