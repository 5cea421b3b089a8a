import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/staff'
import { linkFields, sitesField } from '@/fields/link'

import { revalidateTenantContent, revalidateTenantContentAfterDelete } from '../hooks/revalidateTenantContent'
import { withHistory } from '../hooks/history'

/** Footer link groups, payment-methods strip and legal line (finance §2 Menus and footer). */
export const Footers: CollectionConfig = withHistory({
  slug: 'footers',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'sites', 'tenant'] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    afterChange: [revalidateTenantContent('footers')],
    afterDelete: [revalidateTenantContentAfterDelete('footers')],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    sitesField,
    {
      name: 'groups',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', fields: linkFields },
      ],
    },
    { name: 'show_payment_methods', type: 'checkbox', defaultValue: true },
    { name: 'legal_text', type: 'textarea' },
  ],
})
