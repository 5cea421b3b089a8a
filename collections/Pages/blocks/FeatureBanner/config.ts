import type { Block } from 'payload'

import { FEATURE_BANNER_DEFAULTS, FEATURE_BANNER_ITEMS, FEATURE_KINDS } from '@/domain/promo/feature-banner'
import { linkFields } from '@/fields/link'

/** The feature banner (finance §9 "feature banner 3 items"): special offers, service and finance. */
export const FeatureBannerBlock: Block = {
  slug: 'featureBanner',
  interfaceName: 'FeatureBannerBlock',
  labels: { singular: 'Feature banner', plural: 'Feature banners' },
  fields: [
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      admin: { description: 'Optional. Without one, screen readers hear "Why shop with us".' },
    },
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      required: true,
      minRows: FEATURE_BANNER_ITEMS,
      maxRows: FEATURE_BANNER_ITEMS,
      labels: { singular: 'Item', plural: 'Items' },
      defaultValue: FEATURE_BANNER_DEFAULTS,
      admin: {
        description:
          'Exactly three. An item linking to /special-offers is hidden while the site has no live offers and the offers feature is off.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: 'Icon',
              type: 'select',
              required: true,
              options: FEATURE_KINDS.map((k) => ({ value: k, label: k.charAt(0).toUpperCase() + k.slice(1) })),
            },
            { name: 'title', label: 'Title', type: 'text', required: true },
          ],
        },
        { name: 'text', label: 'Text', type: 'textarea' },
        ...linkFields,
      ],
    },
  ],
}
