import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'

/** Shopper events (stock §9 event ids), written by src/integrations/analytics; staff read only. */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  admin: { useAsTitle: 'path', group: 'Shoppers', defaultColumns: ['createdAt', 'event_id', 'site', 'path'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'event_id', label: 'Analytics event ID', type: 'number', required: true, index: true },
    { name: 'site', label: 'Site', type: 'relationship', relationTo: 'sites', required: true },
    { name: 'path', label: 'Path', type: 'text' },
    { name: 'data', label: 'Data', type: 'json' },
  ],
}
