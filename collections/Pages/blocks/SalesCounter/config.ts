import type { Block } from 'payload'

import { SALES_COUNTER_TITLE } from '@/domain/promo/sales-counter'

/** The 'Sales this Month' counter banner (finance §2 "Other content", §9 "Display"). */
export const SalesCounterBlock: Block = {
  slug: 'salesCounter',
  interfaceName: 'SalesCounterBlock',
  labels: { singular: 'Sales counter', plural: 'Sales counters' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, defaultValue: SALES_COUNTER_TITLE },
    {
      name: 'text',
      label: 'Text',
      type: 'text',
      admin: { description: 'A line under the number, such as "Join hundreds of happy drivers".' },
    },
  ],
}
