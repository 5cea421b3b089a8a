import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '@/access/is-super-admin'
import { isSuperAdminUser } from '@/access/roles'
import { isStaff } from '@/access/staff'
import { slugField } from '@/fields/slug'

/** A dealer account or dealer group: the multi-tenant plugin's tenant. */
export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: {
    useAsTitle: 'name',
    group: 'Platform',
    // Platform-only (docs/staff-guide.md "The admin for dealer staff"): dealer staff never see it in the admin;
    // its access rules still apply.
    hidden: ({ user }) => !isSuperAdminUser(user as never),
    defaultColumns: ['name', 'slug', 'kind'],
  },
  access: {
    // The plugin narrows staff to their own tenants.
    read: isStaff,
    create: isSuperAdmin,
    update: isSuperAdmin,
    delete: isSuperAdmin,
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    slugField('name', { unique: true, required: true }),
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      defaultValue: 'dealer',
      options: [
        { label: 'Single dealer', value: 'dealer' },
        { label: 'Dealer group', value: 'group' },
      ],
    },
  ],
}
