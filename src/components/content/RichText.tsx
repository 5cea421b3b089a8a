import type { DefaultTypedEditorState } from '@payloadcms/richtext-lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

/** Staff-written Lexical content, converted to HTML on the server (no client JavaScript). */
export function RichText({ data, className = 'rich-text' }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <LexicalRichText data={data as DefaultTypedEditorState} className={className} />
}
