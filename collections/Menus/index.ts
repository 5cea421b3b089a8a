import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/staff'
import { linkFields, sitesField } from '@/fields/link'

import { revalidates } from '../hooks/revalidates'
import { withHistory } from '../hooks/history'

const expire = revalidates('menus')

/** Header navigation (finance §2 Menus): top-level items with optional dropdown children. */
export const Menus: CollectionConfig = withHistory({
  slug: 'menus',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'sites', 'tenant'] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    afterChange: [expire.afterChange],
    afterDelete: [expire.afterDelete],
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    sitesField,
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      labels: { singular: 'Item', plural: 'Items' },
      fields: [
        ...linkFields,
        {
          name: 'highlight',
          label: 'Highlight',
          type: 'checkbox',
          admin: { description: 'Shown as a button (Sell My Car, Finance…).' },
        },
        {
          name: 'generated',
          type: 'select',
          label: 'Generated dropdown',
          options: [
            { label: 'Stock: new, demo and used with live counts', value: 'stock' },
            { label: 'New Vehicles: the models of the site’s makes', value: 'models' },
          ],
          admin: {
            description:
              'Fills the dropdown from the site’s stock or models as they change; dropdown links below follow it.',
          },
        },
        {
          name: 'children',
          label: 'Sub-items',
          type: 'array',
          labels: { singular: 'Dropdown link', plural: 'Dropdown links' },
          fields: linkFields,
        },
      ],
    },
  ],
})
