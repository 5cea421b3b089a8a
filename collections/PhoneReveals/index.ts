import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'

/** A shopper revealed a masked phone number (stock §4, §8); written only by POST /api/phone-reveal. */
export const PhoneReveals: CollectionConfig = {
  slug: 'phone-reveals',
  admin: { group: 'Shoppers', defaultColumns: ['createdAt', 'car', 'dealership', 'phone', 'site'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  fields: [
    { type: 'row', fields: [{ name: 'car', type: 'relationship', relationTo: 'cars' }, { name: 'dealership', type: 'relationship', relationTo: 'dealerships' }] },
    { type: 'row', fields: [{ name: 'site', type: 'relationship', relationTo: 'sites' }, { name: 'phone', type: 'text', admin: { description: 'The number revealed.' } }] },
  ],
}
