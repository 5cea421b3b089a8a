import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'

/**
 * Shopper enquiries. Written only by the app's own endpoints (local API, scoped to the site of the
 * request host); never created or read anonymously through REST or GraphQL.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: { useAsTitle: 'name', group: 'Shoppers', defaultColumns: ['createdAt', 'type', 'name', 'site', 'car'] },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          options: ['enquiry', 'test_drive', 'request_photos', 'similar_car', 'finance', 'trade_in', 'reserve'].map((v) => ({ label: v, value: v })),
        },
        { name: 'status', type: 'select', defaultValue: 'new', options: ['new', 'contacted', 'closed'].map((v) => ({ label: v, value: v })) },
      ],
    },
    { type: 'row', fields: [{ name: 'site', type: 'relationship', relationTo: 'sites', required: true }, { name: 'car', type: 'relationship', relationTo: 'cars' }] },
    { type: 'row', fields: [{ name: 'name', type: 'text' }, { name: 'email', type: 'email' }, { name: 'phone', type: 'text' }] },
    { name: 'message', type: 'textarea' },
    { name: 'payload', type: 'json', admin: { description: 'Everything the form sent, with event ids.' } },
  ],
}
