import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { linkFields, sitesField } from '@/fields/link'

import { withHistory } from '../hooks/history'
import { revalidates } from '../hooks/revalidates'

const expire = revalidates('footers')

/** Footer link groups, payment-methods strip and legal line (finance §2 Menus and footer). */
export const Footers: CollectionConfig = withHistory({
  slug: 'footers',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'sites', 'tenant'] },
  access: staffAccess(),
  hooks: expire.hooks,
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    sitesField,
    {
      name: 'groups',
      label: 'Link groups',
      type: 'array',
      fields: [
        { name: 'title', label: 'Heading', type: 'text', required: true },
        { name: 'links', label: 'Links', type: 'array', fields: linkFields },
      ],
    },
    { name: 'show_payment_methods', label: 'Show payment methods', type: 'checkbox', defaultValue: true },
    { name: 'legal_text', label: 'Legal text', type: 'textarea' },
  ],
})
