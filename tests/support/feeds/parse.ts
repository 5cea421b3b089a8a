import { XMLParser, XMLValidator } from 'fast-xml-parser'

/** Strict well-formedness check, then a parse that keeps every value a string and lists repeatable tags. */
export function parseXml(xml: string, arrays: string[] = []): Record<string, unknown> {
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`)
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => arrays.includes(name),
  })
  return parser.parse(xml) as Record<string, unknown>
}

/** A TSV file as header → value records; a quoted field (RFC 4180) has its doubled quotes undone. */
export function parseTsv(tsv: string): Record<string, string>[] {
  const lines = tsv.replace(/\n$/, '').split('\n')
  const unquote = (f: string) => (f.startsWith('"') && f.endsWith('"') ? f.slice(1, -1).replace(/""/g, '"') : f)
  const [header, ...rows] = lines.map((l) => l.split('\t').map(unquote))
  for (const row of rows)
    if (row.length !== header!.length) throw new Error(`row has ${row.length} fields, header ${header!.length}`)
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]!])))
}
