import type { Field, GroupField } from 'payload'

import { AU_STATES, isAustralianPostcode } from '@/domain/locations/postcode'
import { validateHttpsUrl } from './link'

export const stateField = (name = 'state'): Field => ({
  name,
  type: 'select',
  options: AU_STATES.map((s) => ({ label: s, value: s.toLowerCase() })),
})

export const postcodeField = (name = 'postcode'): Field => ({
  name,
  type: 'text',
  validate: (value: string | null | undefined) =>
    !value || isAustralianPostcode(value) || 'Enter a 4-digit Australian postcode.',
})

/** The spec's Location address (finance §3): street, city, state, postcode, lat, long, place ids. */
export const addressField = (extra: Field[] = []): GroupField => ({
  name: 'address',
  type: 'group',
  fields: [
    { name: 'street', type: 'text' },
    {
      type: 'row',
      fields: [{ name: 'city', type: 'text', index: true }, stateField(), postcodeField()],
    },
    {
      type: 'row',
      fields: [
        { name: 'lat', type: 'number' },
        { name: 'long', type: 'number' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'place_id', type: 'text' },
        { name: 'place_url', type: 'text', validate: validateHttpsUrl },
      ],
    },
    ...extra,
  ],
})
