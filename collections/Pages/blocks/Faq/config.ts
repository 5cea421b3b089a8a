import type { Block } from 'payload'

/** Questions and answers, each a native <details> so it opens without JavaScript and reads well aloud. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Frequently asked questions' },
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', label: 'Question', type: 'text', required: true },
        { name: 'answer', label: 'Answer', type: 'textarea', required: true },
      ],
    },
  ],
}
