import type { TextField } from 'payload'

import { normaliseHost } from '@tenants/resolve-host'

/**
 * The host every URL the platform writes for this site uses (canonical, Open Graph, JSON-LD, print,
 * stored lead URLs, redirects; docs/features/security.md "The primary domain"). Empty means the first of the site's domains
 * (src/data/sites/sites.ts). It must be one of the domains, so it can never point at another site.
 */
export const primaryDomainField: TextField = {
  name: 'primary_domain',
  label: 'Primary domain',
  type: 'text',
  admin: {
    description:
      'The address links and search engines use, e.g. www.harbourside-toyota.com.au. Empty: the first domain above.',
  },
  hooks: {
    beforeValidate: [
      ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\.$/, '') || null : value),
    ],
  },
  validate: (
    value: string | null | undefined,
    { siblingData }: { siblingData: { domains?: { domain?: string | null }[] | null } },
  ) => {
    if (!value) return true
    const listed = (siblingData.domains ?? []).map((d) => normaliseHost(d.domain))
    return listed.includes(normaliseHost(value)) || 'The primary domain must be one of the domains above.'
  },
}
