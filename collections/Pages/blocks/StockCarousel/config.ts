import type { Block } from 'payload'

import { searchAddressProblem, STOCK_CAROUSEL_DEFAULT, STOCK_CAROUSEL_MAX } from '@/domain/content/stock-carousel'

/** A carousel of the site's cars from a saved search address (docs/features/content.md "Add a page", "Stock carousel"). */
export const StockCarouselBlock: Block = {
  slug: 'stockCarousel',
  interfaceName: 'StockCarouselBlock',
  labels: { singular: 'Stock carousel', plural: 'Stock carousels' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true },
    {
      name: 'search',
      label: 'Search address',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        value ? (searchAddressProblem(value) ?? true) : 'Enter a search address.',
      admin: {
        description:
          'Search the site, then copy the address from the browser, e.g. /search/used-cars?range[price]=10000:30000. The carousel shows the first cars of that search, and links to it.',
      },
    },
    {
      name: 'count',
      label: 'Cars',
      type: 'number',
      min: 1,
      max: STOCK_CAROUSEL_MAX,
      defaultValue: STOCK_CAROUSEL_DEFAULT,
    },
  ],
}
