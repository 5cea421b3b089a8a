import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { MAX_RATING } from '@/domain/reviews/rules'
import { sameTenantMedia } from '@/fields/tenant-media'

import { revalidates } from '../hooks/revalidates'
import { importReviewsCsv } from './endpoints/import-csv'
import { importHostedReviewsEndpoint } from './endpoints/import-hosted'
import { sameTenantLocation } from './hooks/same-tenant-location'

const dayOnly = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'dd/MM/yyyy' } }

const expire = revalidates('reviews')

/**
 * A customer review of a location (finance §3 "Review"). Entered by staff; customer names and texts are
 * user content, so pages render them as text only. The aggregate count and average per location are
 * worked out from these (src/domain/reviews/rules.ts).
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'customer_name',
    group: 'Dealers',
    defaultColumns: ['customer_name', 'rating', 'location', 'review_date', 'hidden'],
    components: { beforeListTable: ['/src/components/admin/ReviewsImport.client#ReviewsImport'] },
  },
  access: staffAccess(),
  defaultSort: '-review_date',
  endpoints: [importReviewsCsv, importHostedReviewsEndpoint()],
  hooks: {
    beforeChange: [sameTenantLocation],
    ...expire.hooks,
  },
  fields: [
    { name: 'location', label: 'Location', type: 'relationship', relationTo: 'locations', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'customer_name', label: 'Customer name', type: 'text', required: true, maxLength: 100 },
        {
          name: 'rating',
          label: 'Rating',
          type: 'number',
          required: true,
          min: 0,
          max: MAX_RATING,
          admin: { step: 0.5, description: '0 to 5 stars.' },
        },
        { name: 'review_date', label: 'Review date', type: 'date', required: true, index: true, admin: dayOnly },
      ],
    },
    { name: 'text', label: 'Review text', type: 'textarea', maxLength: 5000 },
    {
      type: 'row',
      fields: [
        { name: 'reply_text', label: 'Our reply', type: 'textarea', maxLength: 5000 },
        { name: 'reply_date', label: 'Reply date', type: 'date', admin: dayOnly },
      ],
    },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
    {
      name: 'hidden',
      label: 'Hidden from the site',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Keep this review off the site (it still counts in the average).' },
    },
    {
      name: 'external_id',
      label: 'Reviews service id',
      type: 'text',
      index: true,
      maxLength: 200,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Set by the hosted reviews import, so a review is imported once.',
        condition: (data) => Boolean(data?.external_id),
      },
    },
  ],
}
