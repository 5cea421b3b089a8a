import type { Block } from 'payload'

import { sameTenantMedia } from '@/fields/tenant-media'

/**
 * A staff-defined form (collections/Forms: a fleet enquiry…) placed on a page (docs/features/content.md "Add a page", "Form");
 * its answers become a lead like the form's own page at /forms/{slug}.
 */
export const FormBlock: Block = {
  slug: 'formBlock',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: "Empty: the form's title." } },
    {
      name: 'form',
      label: 'Form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      // Only this tenant's forms (the same wall as its pictures).
      filterOptions: sameTenantMedia,
      admin: { description: 'One of your forms (Content → Forms).' },
    },
  ],
}
