import { parseXmlFeed } from '../stock-feeds/xml'
import { parseCsvRecords } from './csv'
import { type RawRow, recordsToRows } from './mapping'

export type ImportFormat = 'csv' | 'json' | 'xml'

/**
 * A stock file's rows: CSV with a header line, JSON (an array of objects, or { cars: [...] }), or
 * XML whose repeated car element `xmlRecordPath` names (stock feeds only).
 */
export function parseStockFile(
  content: string,
  format: ImportFormat,
  { xmlRecordPath = '' }: { xmlRecordPath?: string } = {},
): { headers: string[]; rows: RawRow[] } | { error: string } {
  if (format === 'xml') return parseXmlFeed(content, xmlRecordPath)
  if (format === 'csv') return recordsToRows(parseCsvRecords(content.replace(/^\uFEFF/, '')))
  let data: unknown
  try {
    data = JSON.parse(content)
  } catch {
    return { error: 'The file is not valid JSON.' }
  }
  const list = Array.isArray(data) ? data : (data as { cars?: unknown })?.cars
  if (!Array.isArray(list) || list.some((r) => !r || typeof r !== 'object' || Array.isArray(r)))
    return { error: 'The JSON file must be a list of cars (objects), or { "cars": [...] }.' }
  const headers = [...new Set(list.flatMap((r) => Object.keys(r as object)))]
  return { headers, rows: list as RawRow[] }
}
