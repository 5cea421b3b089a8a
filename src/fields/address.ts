import type { Field, GroupField } from 'payload'

import { AU_STATES, isAustralianPostcode } from '@/domain/locations/postcode'

import { validateHttpsUrl } from './link'

export const stateField = (name = 'state', label = 'State'): Field => ({
  name,
  label,
  type: 'select',
  options: AU_STATES.map((s) => ({ label: s, value: s.toLowerCase() })),
})

export const postcodeField = (name = 'postcode', label = 'Postcode'): Field => ({
  name,
  label,
  type: 'text',
  validate: (value: string | null | undefined) =>
    !value || isAustralianPostcode(value) || 'Enter a 4-digit Australian postcode.',
})

/** The spec's Location address (finance §3): street, city, state, postcode, lat, long, place ids. */
export const addressField = (extra: Field[] = []): GroupField => ({
  name: 'address',
  label: 'Address',
  type: 'group',
  fields: [
    { name: 'street', label: 'Street', type: 'text' },
    {
      type: 'row',
      fields: [{ name: 'city', label: 'City', type: 'text', index: true }, stateField(), postcodeField()],
    },
    {
      type: 'row',
      fields: [
        { name: 'lat', label: 'Latitude', type: 'number' },
        { name: 'long', label: 'Longitude', type: 'number' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'place_id', label: 'Google place ID', type: 'text' },
        { name: 'place_url', label: 'Google Maps link', type: 'text', validate: validateHttpsUrl },
      ],
    },
    ...extra,
  ],
})
