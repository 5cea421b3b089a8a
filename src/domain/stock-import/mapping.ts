import { type ColumnMapping, IMPORT_FIELDS, type ImportFieldKey } from './fields'

/** A file row with the file's own column names. */
export type RawRow = Record<string, unknown>
/** The row under our field names, values as the file had them. */
export type MappedRow = Partial<Record<ImportFieldKey, unknown>>

const squash = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_')

/**
 * Which file column feeds each field: the saved mapping first (an exact column name, compared
 * without regard to case, spaces or underscores), then the field's common aliases. A mapping
 * naming a column the file lacks is reported, not guessed.
 */
export function resolveColumns(
  headers: readonly string[],
  mapping: ColumnMapping = {},
): { columns: Partial<Record<ImportFieldKey, string>>; missing: string[] } {
  const byName = new Map(headers.map((h) => [squash(h), h]))
  const columns: Partial<Record<ImportFieldKey, string>> = {}
  const missing: string[] = []
  for (const field of IMPORT_FIELDS) {
    const mapped = mapping[field.key]
    if (mapped) {
      const header = byName.get(squash(mapped))
      if (header) columns[field.key] = header
      else missing.push(mapped)
      continue
    }
    const alias = field.aliases.map((a) => byName.get(squash(a))).find(Boolean)
    if (alias) columns[field.key] = alias
  }
  return { columns, missing }
}

export function mapRow(row: RawRow, columns: Partial<Record<ImportFieldKey, string>>): MappedRow {
  const out: MappedRow = {}
  for (const [key, column] of Object.entries(columns) as [ImportFieldKey, string][]) out[key] = row[column]
  return out
}

/** CSV records (first is the header) → rows keyed by header. */
export function recordsToRows(records: string[][]): { headers: string[]; rows: RawRow[] } {
  const [headers = [], ...body] = records
  const names = headers.map((h) => h.trim())
  return { headers: names, rows: body.map((r) => Object.fromEntries(names.map((h, i) => [h, r[i] ?? '']))) }
}

/** Keeps only known field keys with string column names (a saved mapping comes from staff input). */
export function cleanMapping(value: unknown): ColumnMapping {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const keys = new Set<string>(IMPORT_FIELDS.map((f) => f.key))
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      ([k, v]) => keys.has(k) && typeof v === 'string' && v.trim() !== '' && v.length <= 100,
    ),
  ) as ColumnMapping
}
