import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { syncCarAfterChange, syncCarAfterDelete } from '@/search/indexing/sync'

import { withHistory } from '../hooks/history'
import { revalidates } from '../hooks/revalidates'
import { bulkEditCars } from './endpoints/bulk-edit'
import { importStock } from './endpoints/import-stock'
import { listColumnFields } from './fields/list-columns'
import { mediaFields } from './fields/media'
import { overviewFields } from './fields/overview'
import { pricingFields } from './fields/pricing'
import { specFields } from './fields/specs'
import { keepWasPrice } from './hooks/keep-was-price'
import { stampSoldDate } from './hooks/stamp-sold-date'

const expire = revalidates('cars')

/** Stock: the spec's Car entity (stock §3), grouped into tabs for staff. */
export const Cars: CollectionConfig = withHistory({
  slug: 'cars',
  admin: {
    useAsTitle: 'name',
    group: 'Stock',
    defaultColumns: [
      'images',
      'name',
      'stocknum',
      'car_type',
      'status',
      'price',
      'km',
      'days_in_stock',
      'views',
      'leads_count',
      'dealership',
    ],
    listSearchableFields: ['name', 'stocknum', 'vin', 'regplate'],
    components: { beforeListTable: ['/src/components/admin/BulkCarActions.client#BulkCarActions'] },
  },
  access: staffAccess(),
  defaultSort: '-createdAt',
  endpoints: [importStock, bulkEditCars],
  // A slug is unique within a tenant, not across the platform.
  indexes: [{ fields: ['tenant', 'slug'], unique: true }, { fields: ['tenant', 'status'] }],
  hooks: {
    beforeChange: [keepWasPrice, stampSoldDate],
    // The index first, then the cache tags: a sitemap or feed rebuilt after the expiry reads the new index.
    afterChange: [syncCarAfterChange(), expire.afterChange],
    afterDelete: [syncCarAfterDelete(), expire.afterDelete],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Overview', fields: overviewFields },
        { label: 'Price & finance', fields: pricingFields },
        { label: 'Specs & features', fields: specFields },
        { label: 'Images & media', fields: mediaFields },
      ],
    },
    ...listColumnFields,
  ],
})
