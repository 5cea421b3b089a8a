/**
 * Builds Lexical editor state (what the rich-text field stores) from plain text, for seeded pages and
 * offers: headings, paragraphs and bullet lists. `**bold**` inside a text becomes bold.
 */
type Node = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function inline(text: string): Node[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return {
        type: 'text',
        text: bold ? part.slice(2, -2) : part,
        format: bold ? 1 : 0,
        detail: 0,
        mode: 'normal',
        style: '',
        version: 1,
      }
    })
}

export const h2 = (text: string): Node => ({ ...base, type: 'heading', tag: 'h2', children: inline(text) })
export const h3 = (text: string): Node => ({ ...base, type: 'heading', tag: 'h3', children: inline(text) })
export const p = (text: string): Node => ({
  ...base,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: inline(text),
})
export const ul = (items: string[]): Node => ({
  ...base,
  type: 'list',
  listType: 'bullet',
  start: 1,
  tag: 'ul',
  children: items.map((text, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(text) })),
})

export const richText = (...children: Node[]) => ({ root: { ...base, type: 'root', children } })

/** A paragraph holding one link (or an autolink) to `url`, as the editor's link feature stores it. */
export const linkParagraph = (url: string, text: string, type: 'link' | 'autolink' = 'link'): Node => ({
  ...base,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: [{ ...base, type, version: 3, fields: { linkType: 'custom', url, newTab: false }, children: inline(text) }],
})
