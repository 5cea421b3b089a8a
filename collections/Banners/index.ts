import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { BANNER_CAR_TYPES } from '@/domain/promo/banners'
import { sitesField, validateLinkTarget } from '@/fields/link'
import { backgroundField, scheduleFields, validateSchedule } from '@/fields/schedule'
import { sameTenantMedia } from '@/fields/tenant-media'

import { withHistory } from '../hooks/history'
import { revalidates } from '../hooks/revalidates'

const expire = revalidates('banners')

/**
 * Header banner cards above the results (finance §3 "Header banner card: image, alt, background,
 * display (new/used/demo), strict display flag"), scheduled like offers.
 */
export const Banners: CollectionConfig = withHistory({
  slug: 'banners',
  labels: { singular: 'Header banner', plural: 'Header banners' },
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'image', 'display', 'starts_at', 'expires_at', 'sites'],
    description:
      'Banners across the top of the stock results, for new, used or demo cars, between their start and expiry.',
  },
  access: staffAccess(),
  hooks: {
    beforeValidate: [validateSchedule('banners', 'banner')],
    ...expire.hooks,
  },
  fields: [
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      admin: { description: 'For staff: shoppers see the image.' },
    },
    {
      name: 'image',
      label: 'Image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: sameTenantMedia,
    },
    {
      name: 'alt',
      label: 'Alt text (for screen readers)',
      type: 'text',
      required: true,
      admin: { description: 'What the banner says, for people who cannot see it (and for search engines).' },
    },
    {
      name: 'link',
      label: 'Link',
      type: 'text',
      validate: validateLinkTarget,
      admin: { description: 'Optional: a page of this site (/special-offers) or an https:// address.' },
    },
    backgroundField,
    {
      type: 'row',
      fields: [
        {
          name: 'display',
          label: 'Display',
          type: 'select',
          hasMany: true,
          options: BANNER_CAR_TYPES.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
          admin: { description: 'The results it shows on. Empty: all of them.' },
        },
        {
          name: 'strict',
          type: 'checkbox',
          label: 'Strict display',
          admin: { description: 'Only on results narrowed to these car types, not on all stock.' },
        },
      ],
    },
    scheduleFields,
    sitesField,
  ],
})
