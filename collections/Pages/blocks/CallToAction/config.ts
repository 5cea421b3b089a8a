import type { Block } from 'payload'

import { linkFields } from '@/fields/link'

/** A band with a heading, a line of text and one or two buttons (a site path, https://, tel: or mailto:). */
export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true },
    { name: 'text', label: 'Text', type: 'textarea' },
    {
      name: 'links',
      label: 'Links',
      type: 'array',
      minRows: 1,
      maxRows: 2,
      labels: { singular: 'Button', plural: 'Buttons' },
      fields: linkFields,
    },
  ],
}
