import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { slugField } from '@/fields/slug'
import { sameTenantMedia } from '@/fields/tenant-media'

import { revalidates } from '../hooks/revalidates'
import { keepWhileModels } from './hooks/keep-while-models'

/** Manufacturers show on the model pages and the New Vehicles menu, which carry the models tag. */
const expire = revalidates('models')

/**
 * A make the dealer sells new (finance §3 Manufacturer: id, name, slug, logo url, manufacturer_body).
 * Tenant-scoped: the group keeps the makes of its franchises, each with the body types its models
 * page offers as filters (/models?body=suv). The name matches the dealerships' `manufacturer`, which
 * is how a site finds its makes.
 */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: {
    useAsTitle: 'name',
    group: 'New vehicles',
    defaultColumns: ['name', 'slug', 'manufacturer_body', 'updatedAt'],
    description: 'Makes sold new. The name must match the dealership’s franchise make, e.g. Toyota.',
  },
  access: staffAccess(),
  hooks: {
    beforeDelete: [keepWhileModels],
    ...expire.hooks,
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, index: true },
    slugField('name', { required: true }),
    {
      name: 'logo',
      label: 'Logo',
      type: 'upload',
      relationTo: 'media',
      filterOptions: sameTenantMedia,
      admin: { description: 'Optional: the platform’s make logo is shown when empty.' },
    },
    {
      name: 'manufacturer_body',
      label: 'Body types',
      type: 'text',
      hasMany: true,
      admin: { description: 'The body filters of the models page in this order, e.g. SUV, Hatch, Ute.' },
    },
  ],
}
