import { XMLParser, XMLValidator } from 'fast-xml-parser'

import type { RawRow } from '@/domain/stock-import/mapping'

/** Element paths are written with '/', attributes with '@': `vehicle/pricing/price`, `@id`. */
const splitPath = (path: string) =>
  path
    .split(/[/.]/)
    .map((p) => p.trim())
    .filter(Boolean)

/**
 * One record as a flat row: nested elements under their path relative to the record
 * (`pricing/price`), attributes as `@name` (`pricing/@currency`), and repeated elements joined with
 * '|' (`photos/photo` → 'url1|url2', the importer's list separator).
 */
function flatten(node: unknown, prefix: string, row: RawRow): void {
  if (node === null || node === undefined) return
  if (Array.isArray(node)) {
    const leaves = node.every((n) => typeof n !== 'object' || n === null)
    if (leaves) {
      row[prefix] = node.map((n) => String(n ?? '')).join('|')
      return
    }
    // Repeated structured elements: each leaf path joins its values.
    const parts: RawRow[] = node.map((n) => {
      const r: RawRow = {}
      flatten(n, prefix, r)
      return r
    })
    for (const key of new Set(parts.flatMap((p) => Object.keys(p))))
      row[key] = parts.map((p) => String(p[key] ?? '')).join('|')
    return
  }
  if (typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      const key = k === '#text' ? prefix : prefix ? `${prefix}/${k}` : k
      flatten(v, key, row)
    }
    return
  }
  row[prefix] = String(node)
}

/**
 * An XML stock feed's records as rows (docs/features/stock-feeds.md "Formats"): `recordPath` names
 * the repeated element holding one car, from the document's root (`stock/vehicle`). Values are kept
 * as text; the importer's rules read them. A document that is not well-formed XML is an error
 * naming the line, and no row is read from it.
 */
export function parseXmlFeed(
  content: string,
  recordPath: string,
): { headers: string[]; rows: RawRow[] } | { error: string } {
  const valid = XMLValidator.validate(content)
  if (valid !== true) return { error: `The XML is not well-formed (line ${valid.err.line}: ${valid.err.msg})` }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
  })
  const doc = parser.parse(content) as Record<string, unknown>
  const steps = splitPath(recordPath)
  if (!steps.length) return { error: 'Name the element that holds one car (e.g. stock/vehicle).' }
  let node: unknown = doc
  for (const step of steps) {
    if (Array.isArray(node)) node = node[0]
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined
    if (node === undefined) return { error: `The XML has no <${step}> element at ${recordPath}.` }
  }
  const records = Array.isArray(node) ? node : [node]
  const rows = records.map((record) => {
    const row: RawRow = {}
    if (record && typeof record === 'object') flatten(record, '', row)
    return row
  })
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  return { headers, rows }
}
