import type { Block } from 'payload'

import { validateLinkTarget } from '@/fields/link'
import { sameTenantMedia } from '@/fields/tenant-media'

/** The page's banner: heading (the page's h1 when it comes first), a line of text, a picture and a button. */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true },
    { name: 'text', label: 'Text', type: 'textarea' },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
    {
      type: 'row',
      fields: [
        {
          name: 'link_label',
          type: 'text',
          label: 'Button label',
          admin: { description: 'Optional, e.g. "View our stock".' },
        },
        {
          name: 'link_url',
          type: 'text',
          label: 'Button link',
          validate: validateLinkTarget,
          admin: { description: 'e.g. /search/new-cars' },
        },
      ],
    },
  ],
}
