import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'

/**
 * A shopper's saved search (docs/features/accounts.md "Saved searches with alerts"): a results address on one
 * site, and when it last alerted. Scoped to the tenant by the multi-tenant plugin; written only by
 * src/data/search/saved-searches.ts (the shopper's own calls and the alert job), so staff read it and a
 * tenant admin may delete one, nothing more.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: { singular: 'Saved search', plural: 'Saved searches' },
  admin: {
    group: 'Shoppers',
    useAsTitle: 'label',
    defaultColumns: ['label', 'customer', 'site', 'alerts', 'last_alert_at', 'createdAt'],
    description: 'Searches shoppers saved on your sites, and when each last sent a new-stock e-mail.',
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'label', label: 'Search', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'url',
      label: 'Address',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'The results address on the site, as the search engine reads it.' },
    },
    {
      name: 'customer',
      label: 'Shopper',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'site',
      label: 'Site',
      type: 'relationship',
      relationTo: 'sites',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'alerts',
      label: 'E-mail alerts',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { readOnly: true, description: 'Off once the shopper unsubscribes.' },
    },
    {
      name: 'checked_at',
      label: 'New stock counted from',
      type: 'date',
      required: true,
      admin: {
        readOnly: true,
        description: 'Cars listed after this are new to the shopper (the save, or the last alert).',
      },
    },
    { name: 'last_alert_at', label: 'Last e-mail', type: 'date', index: true, admin: { readOnly: true } },
  ],
}
