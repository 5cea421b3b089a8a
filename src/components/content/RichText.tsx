import type { DefaultTypedEditorState, SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import {
  type JSXConverter,
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import { isContentLink } from '@/domain/links/urls'

/**
 * A link whose address rich text may not hold (docs/features/security.md "Security"; src/fields/rich-text.ts), stored
 * before the rule or written past it, renders as its text only: never a `data:`, `javascript:`,
 * `vbscript:` or `//host` href.
 */
const onlySafe =
  <T extends SerializedLinkNode | SerializedAutoLinkNode>(convert: JSXConverter<T> | undefined): JSXConverter<T> =>
  (args) => {
    const url = args.node.fields?.url
    if (typeof url === 'string' && isContentLink(url) && typeof convert === 'function') return convert(args)
    return <>{args.nodesToJSX({ nodes: args.node.children })}</>
  }

const safeLinks: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: onlySafe(defaultConverters.link),
  autolink: onlySafe(defaultConverters.autolink),
})

/** Staff-written Lexical content, converted to HTML on the server (no client JavaScript). */
export function RichText({ data, className = 'rich-text' }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <LexicalRichText data={data as DefaultTypedEditorState} className={className} converters={safeLinks} />
}
