import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { staffAccess } from '@/access/staff'

const postcode = (name: string, label: string) =>
  ({ name, label, type: 'number', required: true, min: 0, max: 9999, admin: { step: 1, width: '25%' } }) as const

// A range must not be upside down: postcode_from ≤ postcode_to.
const toNotBelowFrom: NumberFieldSingleValidation = (value, { siblingData }) => {
  const from = (siblingData as { postcode_from?: number | null }).postcode_from
  if (typeof value === 'number' && typeof from === 'number' && value < from)
    return 'Postcode to must not be below postcode from.'
  return true
}

/**
 * Delivery price per postcode range (stock §5 delivery calculator, §7 Delivery estimate: name, price).
 * Staff only over REST; shoppers ask GET /api/delivery-estimate, scoped to the site of the request.
 */
export const DeliveryEstimates: CollectionConfig = {
  slug: 'delivery-estimates',
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'postcode_from', 'postcode_to', 'price', 'dealership'],
  },
  access: staffAccess(),
  defaultSort: 'postcode_from',
  fields: [
    { name: 'name', label: 'Region', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        postcode('postcode_from', 'Postcode from'),
        { ...postcode('postcode_to', 'Postcode to'), validate: toNotBelowFrom },
        { name: 'price', label: 'Price', type: 'number', required: true, min: 0, admin: { width: '25%' } },
      ],
    },
    {
      name: 'dealership',
      label: 'Dealership',
      type: 'relationship',
      relationTo: 'dealerships',
      admin: { description: 'Leave empty to use this estimate for every dealership of the tenant.' },
    },
  ],
}
