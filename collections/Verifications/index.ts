import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'
import { VERIFICATION_PURPOSES, VERIFICATION_TYPES } from '@/domain/verification'

/**
 * A phone-code step a shopper went through (finance §3 "Verification record", §7 "Insert into table
 * 'verifications'"): a code sent, or a code verified. Written only by src/data/customers/phone-verification.ts;
 * staff read their own tenant's. Never the phone number or the code.
 */
export const Verifications: CollectionConfig = {
  slug: 'verifications',
  admin: {
    useAsTitle: 'website_slug',
    group: 'Shoppers',
    defaultColumns: ['createdAt', 'verification_type', 'website_slug', 'dealership_slug', 'purpose'],
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'website_slug', label: 'Website slug', type: 'text', required: true, index: true },
        { name: 'dealership_slug', label: 'Dealership slug', type: 'text' },
        { name: 'user_id', label: 'User ID', type: 'text', admin: { description: 'The signed-in shopper, if any.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'verification_type',
          label: 'Verification type',
          type: 'select',
          required: true,
          options: VERIFICATION_TYPES.map((value) => ({ value, label: value })),
        },
        {
          name: 'purpose',
          label: 'Purpose',
          type: 'select',
          options: VERIFICATION_PURPOSES.map((value) => ({ value, label: value })),
        },
      ],
    },
  ],
}
