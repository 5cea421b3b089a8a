import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { OFFER_CAR_TYPES } from '@/domain/content/offer-filters'
import { sitesField } from '@/fields/link'
import { contentEditor } from '@/fields/rich-text'
import { sameTenantMedia } from '@/fields/tenant-media'

import { withHistory } from '../hooks/history'
import { revalidates } from '../hooks/revalidates'
import { validateOfferWindow } from './hooks/validate-window'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'dd/MM/yyyy HH:mm' } }

const expire = revalidates('offers')

/**
 * Special offers (stock §2 /special-offers; finance §2 "Offers" menu). An offer shows from its start
 * until its expiry, on every site of the tenant or on the sites chosen; it applies to car types, a
 * make and model, or chosen cars.
 */
export const Offers: CollectionConfig = withHistory({
  slug: 'offers',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'starts_at', 'expires_at', 'car_types', 'make', 'sites'],
    description: 'Special offers shown on /special-offers between their start and expiry.',
  },
  access: staffAccess(),
  hooks: {
    beforeValidate: [validateOfferWindow],
    ...expire.hooks,
  },
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
    { name: 'body', label: 'Body', type: 'richText', editor: contentEditor },
    {
      type: 'row',
      fields: [
        {
          name: 'starts_at',
          type: 'date',
          label: 'Starts',
          admin: { ...dateTime, description: 'Empty: shown at once.' },
        },
        {
          name: 'expires_at',
          type: 'date',
          label: 'Expires',
          admin: { ...dateTime, description: 'Empty: no expiry. Never shown after this.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Applies to',
      admin: {
        description: 'Leave a field empty to apply to all of them. Shoppers filter offers by car type and make.',
      },
      fields: [
        {
          name: 'car_types',
          label: 'Car types',
          type: 'select',
          hasMany: true,
          options: OFFER_CAR_TYPES.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
        },
        {
          type: 'row',
          fields: [
            { name: 'make', label: 'Make', type: 'text', index: true },
            { name: 'model', label: 'Model', type: 'text' },
          ],
        },
        {
          name: 'cars',
          label: 'Cars',
          type: 'relationship',
          relationTo: 'cars',
          hasMany: true,
          admin: { description: 'Particular cars in stock.' },
        },
      ],
    },
    {
      name: 'terms',
      label: 'Terms',
      type: 'textarea',
      admin: { description: 'Conditions in small print under the offer.' },
    },
    sitesField,
  ],
})
