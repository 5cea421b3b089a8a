import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'

/**
 * A shopper's spin of a Spin to Win campaign: one spin per account per campaign.
 * `spin_key` ({campaign}:{customer}) is unique, so a second spin, even two racing, is refused by
 * the database. Written only by src/data/content/spin-to-win.ts; the lead it made carries the prize to the
 * dealer. Staff read it; a tenant admin may delete one to let a shopper spin again.
 */
export const Spins: CollectionConfig = {
  slug: 'spins',
  labels: { singular: 'Spin', plural: 'Spins' },
  admin: {
    group: 'Shoppers',
    useAsTitle: 'prize',
    defaultColumns: ['createdAt', 'prize', 'campaign', 'customer', 'site'],
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'spin_key',
      label: 'Spin key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    { name: 'campaign', label: 'Campaign', type: 'relationship', relationTo: 'spin-campaigns', required: true },
    { name: 'customer', label: 'Shopper', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'site', label: 'Site', type: 'relationship', relationTo: 'sites', required: true },
    { name: 'prize', label: 'Prize', type: 'text', required: true },
    { name: 'won', label: 'Won a prize', type: 'checkbox', defaultValue: false },
    { name: 'lead', label: 'Lead', type: 'relationship', relationTo: 'leads' },
  ],
}
