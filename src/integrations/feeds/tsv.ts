/**
 * One TSV field. Tabs and line breaks inside a value would start a new column or row, so every run of
 * whitespace becomes one space; other control characters are dropped. A value holding a double quote
 * is quoted with the quote doubled (RFC 4180 rules, which Google's delimited feeds follow).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

export function tsvField(value: string | number | null | undefined): string {
  const flat = String(value ?? '')
    .replace(CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim()
  return flat.includes('"') ? `"${flat.replace(/"/g, '""')}"` : flat
}

export const tsvRow = (values: readonly (string | number | null | undefined)[]) => values.map(tsvField).join('\t')
