import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { clearSiteMapCache } from '@/cache/site-map-cache'
import { tags } from '@/cache/tags'
import { fromPathProblem, toTargetProblem } from '@/domain/content/redirects'
import { sitesField } from '@/fields/link'

import { revalidates } from '../hooks/revalidates'
import { validateRedirect } from './hooks/validate-redirect'

/**
 * The proxy reads redirects with the host map (src/data/redirects.ts): drop this process's copy and
 * the cached table, so an edit or a delete applies at once.
 */
const expire = revalidates(null, tags.redirects, clearSiteMapCache)

/**
 * Redirects staff manage (README "Add a redirect"), so a dealer moving from an old site keeps its links. The
 * proxy answers them for the site resolved from the Host (src/proxy.ts) before any page renders.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    useAsTitle: 'from',
    group: 'Content',
    defaultColumns: ['from', 'to', 'status', 'sites', 'updatedAt'],
    description: 'Old addresses that send visitors on to a new one, such as the links of a previous website.',
  },
  access: staffAccess(),
  hooks: {
    beforeChange: [validateRedirect],
    ...expire.hooks,
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      index: true,
      label: 'From (old address)',
      validate: (value: string | null | undefined) => fromPathProblem(value) ?? true,
      admin: {
        description:
          "A path of this site, such as /used-vehicles/index.php. Case and a final / do not matter. The site's own pages (/cars, /search, /sign-in…) cannot be redirected.",
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: 'To (new address)',
      validate: (value: string | null | undefined) => toTargetProblem(value) ?? true,
      admin: {
        description:
          'A page of this site (/search/used-cars) or a full https:// address elsewhere (tenant admins only).',
      },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: [
        { label: '301 Moved permanently (search engines move the old page to the new)', value: '301' },
        { label: '302 Found (temporary: for a campaign, say)', value: '302' },
      ],
      admin: { position: 'sidebar' },
    },
    sitesField,
  ],
}
