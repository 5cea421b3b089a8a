import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { MODEL_STATUSES } from '@/domain/models'
import { sitesField } from '@/fields/link'
import { slugField } from '@/fields/slug'
import { sameTenantMedia } from '@/fields/tenant-media'

import { revalidates } from '../hooks/revalidates'
import { colourFields, variantFields } from './fields'
import { sameTenantManufacturer } from './hooks/same-tenant-manufacturer'

const STATUS_LABELS: Record<(typeof MODEL_STATUSES)[number], string> = {
  available: 'On sale',
  coming_soon: 'Coming soon (shown as ALL-NEW)',
  hidden: 'Hidden from the site',
}

const expire = revalidates('models')

/**
 * A new-vehicle model page (finance §3 Model; §2 "Model pages"; §4 "Model variants"): its variants
 * with features and drive-away prices, and its colours. Tenant-scoped: each dealer group keeps its
 * own models, prices and visibility (docs/features/content.md "Add a model").
 */
export const Models: CollectionConfig = {
  slug: 'models',
  admin: {
    useAsTitle: 'name',
    group: 'New vehicles',
    defaultColumns: ['name', 'manufacturer', 'manufacturer_body', 'status', 'sort', 'updatedAt'],
    description: 'Model pages at /models/{slug}, listed on /models and in the New Vehicles menu.',
  },
  defaultSort: 'sort',
  access: staffAccess(),
  hooks: {
    beforeChange: [sameTenantManufacturer],
    ...expire.hooks,
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Model',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', label: 'Name', type: 'text', required: true },
                {
                  name: 'manufacturer',
                  label: 'Manufacturer',
                  type: 'relationship',
                  relationTo: 'manufacturers',
                  required: true,
                  index: true,
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'status',
                  label: 'Status',
                  type: 'select',
                  required: true,
                  defaultValue: 'available',
                  options: MODEL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
                },
                {
                  name: 'manufacturer_body',
                  label: 'Body type',
                  type: 'text',
                  index: true,
                  admin: { description: 'One of the make’s body types, e.g. SUV: /models?body=suv lists it.' },
                },
                // stock §3 "Model (catalogue): … manufacturer_body, manufacturer_body2, manufacturer_body3"
                {
                  name: 'manufacturer_body2',
                  label: 'Second body type',
                  type: 'text',
                  admin: {
                    description: 'A model sold in more than one body (e.g. Hatch and Sedan) is listed under each.',
                  },
                },
                {
                  name: 'manufacturer_body3',
                  label: 'Third body type',
                  type: 'text',
                },
              ],
            },
            { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
            {
              name: 'short_description',
              label: 'Short description',
              type: 'textarea',
              maxLength: 500,
              admin: { description: 'The blurb; model cards show its first 75 characters.' },
            },
          ],
        },
        { label: 'Variants', fields: [variantFields] },
        { label: 'Colours', fields: [colourFields] },
      ],
    },
    slugField('name', { required: true }),
    {
      name: 'sort',
      label: 'Sort order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first in menus and lists.' },
    },
    sitesField,
  ],
}
