import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { MEGA_MENU_MAX_COLUMNS } from '@/domain/content/menu-item'
import { linkFields, sitesField } from '@/fields/link'

import { withHistory } from '../hooks/history'
import { revalidates } from '../hooks/revalidates'

const expire = revalidates('menus')

/** Header navigation (finance §2 Menus): top-level items with optional dropdown children. */
export const Menus: CollectionConfig = withHistory({
  slug: 'menus',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'sites', 'tenant'] },
  access: staffAccess(),
  hooks: expire.hooks,
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
          name: 'layout',
          label: 'Opens as',
          type: 'select',
          defaultValue: 'dropdown',
          options: [
            { label: 'Dropdown list', value: 'dropdown' },
            { label: 'Mega menu: columns with headings', value: 'mega' },
          ],
          admin: {
            description:
              'With links below it, the item opens a list, or a wide panel of columns. A generated dropdown is always a list.',
          },
        },
        {
          name: 'children',
          label: 'Sub-items',
          type: 'array',
          labels: { singular: 'Dropdown link', plural: 'Dropdown links' },
          fields: linkFields,
          admin: { description: 'The dropdown list. A mega menu shows its columns instead.' },
        },
        {
          name: 'columns',
          label: 'Mega menu columns',
          type: 'array',
          maxRows: MEGA_MENU_MAX_COLUMNS,
          labels: { singular: 'Column', plural: 'Columns' },
          admin: { condition: (_, sibling) => sibling?.layout === 'mega' },
          fields: [
            { name: 'heading', label: 'Heading', type: 'text', required: true },
            {
              name: 'links',
              label: 'Links',
              type: 'array',
              labels: { singular: 'Link', plural: 'Links' },
              fields: linkFields,
            },
          ],
        },
      ],
    },
  ],
})
