import type { Block } from 'payload'

/**
 * The site's location cards as a carousel (finance §2 "Locations list: carousel of location cards,
 * sorted by name, hidden ones dropped, optional filter by slug"), from the locations' own records:
 * nothing to type twice.
 */
export const LocationCardsBlock: Block = {
  slug: 'locationCards',
  interfaceName: 'LocationCardsBlock',
  labels: { singular: 'Location cards', plural: 'Location cards' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Visit us' },
    {
      name: 'slugs',
      label: 'Only these locations',
      type: 'text',
      hasMany: true,
      maxRows: 50,
      admin: {
        description: "Location slugs, e.g. wollongong-mazda-service. Leave empty for all the site's locations.",
      },
    },
  ],
}
