import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '@/access/isSuperAdmin'
import { isStaff } from '@/access/staff'
import { slugField } from '@/fields/slug'

/** A dealer account or dealer group: the multi-tenant plugin's tenant. */
export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: { useAsTitle: 'name', group: 'Platform', defaultColumns: ['name', 'slug', 'kind'] },
  access: {
    // The plugin narrows staff to their own tenants.
    read: isStaff,
    create: isSuperAdmin,
    update: isSuperAdmin,
    delete: isSuperAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name', { unique: true, required: true }),
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'dealer',
      options: [
        { label: 'Single dealer', value: 'dealer' },
        { label: 'Dealer group', value: 'group' },
      ],
    },
  ],
}
