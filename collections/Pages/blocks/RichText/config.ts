import type { Block } from 'payload'

import { contentEditor } from '@/fields/rich-text'

/** Headings, paragraphs, lists and links (Lexical), rendered on the server. */
export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'content', label: 'Content', type: 'richText', required: true, editor: contentEditor }],
}
