import type { Block } from 'payload'

import { sameTenantMedia } from '@/fields/tenant-media'

/** One picture of the tenant's media library, with an optional caption. */
export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  labels: { singular: 'Picture', plural: 'Pictures' },
  fields: [
    {
      name: 'image',
      label: 'Image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: sameTenantMedia,
    },
    { name: 'caption', label: 'Caption', type: 'text' },
  ],
}
