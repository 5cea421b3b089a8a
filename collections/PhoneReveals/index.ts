import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'
import { DEFAULT_REVEAL_SOURCE, REVEAL_SOURCES } from '@/domain/phone/reveal-source'

/**
 * A shopper revealed a masked phone number (stock §4, §8): by clicking it (POST /api/phone-reveal),
 * by printing the car (the printable page or the PDF show the number), or by tapping the site
 * header's call button (source 'header', no car), with that source.
 */
export const PhoneReveals: CollectionConfig = {
  slug: 'phone-reveals',
  admin: {
    useAsTitle: 'phone',
    group: 'Shoppers',
    defaultColumns: ['createdAt', 'car', 'dealership', 'phone', 'site', 'source'],
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'car', label: 'Car', type: 'relationship', relationTo: 'cars' },
        { name: 'dealership', label: 'Dealership', type: 'relationship', relationTo: 'dealerships' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'site', label: 'Site', type: 'relationship', relationTo: 'sites' },
        { name: 'phone', label: 'Phone', type: 'text', admin: { description: 'The number revealed.' } },
      ],
    },
    {
      name: 'source',
      label: 'Source',
      type: 'select',
      options: REVEAL_SOURCES.map((value) => ({ value, label: value.replace('_', ' ') })),
      defaultValue: DEFAULT_REVEAL_SOURCE,
      admin: {
        description: 'Where the number was shown: the vehicle page, the printable page, the PDF or the site header.',
      },
    },
  ],
}
