import type { Block } from 'payload'

/** Cards for the site's dealerships (address, phone), from their own records: nothing to type twice. */
export const LocationCardsBlock: Block = {
  slug: 'locationCards',
  interfaceName: 'LocationCardsBlock',
  labels: { singular: 'Location cards', plural: 'Location cards' },
  fields: [{ name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Visit us' }],
}
