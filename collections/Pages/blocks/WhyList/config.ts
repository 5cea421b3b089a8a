import type { Block } from 'payload'

import { WHY_LIST_CONTEXTS, WHY_LIST_KINDS } from '@/domain/content/why-list'
import { BANNER_CAR_TYPES } from '@/domain/promo/banners'

const KIND_LABELS: Record<(typeof WHY_LIST_KINDS)[number], string> = {
  dealer: "'Why {dealer}?'",
  buy: "'Why Buy From Us?'",
  brand: "Brand: 'Why choose {make}?'",
}
const CONTEXT_LABELS: Record<(typeof WHY_LIST_CONTEXTS)[number], string> = {
  all: 'All car types',
  new: 'New cars',
  used: 'Used cars',
  demo: 'Demo cars',
}

/**
 * The reasons-to-buy card lists (finance §2 "'Why {dealer}?' and 'Why Buy From Us?' blocks;
 * brand-specific 'Why choose' card lists … with used/new/demo display rules";
 * src/domain/content/why-list.ts).
 */
export const WhyListBlock: Block = {
  slug: 'whyList',
  interfaceName: 'WhyListBlock',
  labels: { singular: 'Why list', plural: 'Why lists' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'Heading',
          type: 'select',
          required: true,
          defaultValue: 'dealer',
          options: WHY_LIST_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
        },
        {
          name: 'make',
          label: 'Make',
          type: 'text',
          admin: {
            condition: (_, sibling) => sibling?.kind === 'brand',
            description: 'The brand the list is about, e.g. Toyota.',
          },
        },
        {
          name: 'car_type',
          label: 'Placed for',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: WHY_LIST_CONTEXTS.map((value) => ({ value, label: CONTEXT_LABELS[value] })),
          admin: { description: 'The cards for these cars show; on a used-car page choose Used cars.' },
        },
      ],
    },
    {
      name: 'cards',
      label: 'Cards',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Card', plural: 'Cards' },
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'text', label: 'Text', type: 'textarea' },
        {
          type: 'row',
          fields: [
            {
              name: 'display',
              label: 'Display for',
              type: 'select',
              hasMany: true,
              options: BANNER_CAR_TYPES.map((value) => ({
                value,
                label: value.charAt(0).toUpperCase() + value.slice(1),
              })),
              admin: { description: 'Empty: every car type.' },
            },
            {
              name: 'strict',
              label: 'Strict display',
              type: 'checkbox',
              admin: { description: 'Only where the list is placed for one of these car types, never for all.' },
            },
          ],
        },
      ],
    },
  ],
}
