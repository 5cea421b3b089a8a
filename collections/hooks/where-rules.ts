import type { FlattenedField, Payload } from 'payload'

import { type QueriedField, queriedField } from './where-fields'

/**
 * The operators each field type can be filtered with, as Payload's query docs list them: the
 * database adapters implement an operator per column type, and an operator they do not have (`near`
 * on a number, `all` on SQL) or a value the column cannot hold (`not-a-date`, an id of `abc`) failed
 * inside the adapter with a 500 (docs/features/security.md "Security").
 */
const ANY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ORDERED = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT_MATCH = ['like', 'not_like', 'contains']
const GEO = ['near', 'within', 'intersects']

const OPERATORS: Record<string, string[]> = {
  id: [...ANY, ...ORDERED],
  number: [...ANY, ...ORDERED],
  date: [...ANY, ...ORDERED],
  text: [...ANY, ...ORDERED, ...TEXT_MATCH],
  textarea: [...ANY, ...ORDERED, ...TEXT_MATCH],
  email: [...ANY, ...ORDERED, ...TEXT_MATCH],
  code: [...ANY, ...ORDERED, ...TEXT_MATCH],
  richText: [...ANY, ...TEXT_MATCH],
  json: [...ANY, ...TEXT_MATCH],
  select: ANY,
  radio: ANY,
  checkbox: ANY,
  relationship: ANY,
  upload: ANY,
  point: [...ANY, ...GEO],
  // a list or group as a whole has no column: filter on a field inside it
  array: [],
  blocks: [],
  group: [],
  tab: [],
  join: [],
}

const KNOWN = new Set([...ANY, ...ORDERED, ...TEXT_MATCH, ...GEO, 'all'])

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** What a value must be for a field type, or null when any scalar will do. */
function valueProblem(field: QueriedField, value: unknown, sqlIds: boolean): string | null {
  if (value === null || value === '' || value === 'null') return null
  if (typeof value === 'object') return 'needs a single value'
  const text = String(value)
  if (field.type === 'date' && Number.isNaN(new Date(text).getTime())) return 'needs a date, such as 2026-01-31'
  if (field.type === 'number' && !Number.isFinite(Number(text))) return 'needs a number'
  const isId =
    field.type === 'id' ||
    ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string')
  if (isId && sqlIds && !/^\d{1,15}$/.test(text)) return 'needs a document id (a whole number)'
  return null
}

/** The values an operator compares with: `in` takes a list or a comma-separated string. */
const valuesOf = (operator: string, value: unknown): unknown[] => {
  if (operator !== 'in' && operator !== 'not_in' && operator !== 'all') return [value]
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? value.split(',') : [value]
}

/**
 * The first thing in a `where` that no adapter can run, as a message for the 400, or null. Unknown
 * paths and operators are Payload's to refuse (its QueryError is already a 400). The SQL adapters
 * join a blocks table once per condition under the same name, so a query may look inside blocks once.
 */
export function whereProblem(
  where: unknown,
  fields: FlattenedField[],
  payload: Payload,
  sqlIds: boolean,
): string | null {
  const inBlocks: string[] = []
  const problem = walk(where, fields, payload, sqlIds, inBlocks)
  if (problem) return problem
  return sqlIds && inBlocks.length > 1
    ? `Filter on one field inside content blocks at a time (this asked for ${inBlocks.join(', ')}).`
    : null
}

function walk(
  where: unknown,
  fields: FlattenedField[],
  payload: Payload,
  sqlIds: boolean,
  inBlocks: string[],
): string | null {
  if (!isPlainObject(where)) return null
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      const branches = Array.isArray(condition) ? condition : isPlainObject(condition) ? Object.values(condition) : []
      for (const branch of branches) {
        const problem = walk(branch, fields, payload, sqlIds, inBlocks)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(condition)) continue
    const field = queriedField(path, fields, payload)
    if (field?.inBlocks) inBlocks.push(path)
    const problem = field && conditionProblem(path, field, condition, sqlIds)
    if (problem) return problem
  }
  return null
}

function conditionProblem(
  path: string,
  field: QueriedField,
  condition: Record<string, unknown>,
  sqlIds: boolean,
): string | null {
  const allowed = OPERATORS[field.type]
  if (!allowed) return null
  for (const [operator, value] of Object.entries(condition)) {
    if (!KNOWN.has(operator)) continue
    const usable = operator === 'all' ? !sqlIds && Boolean(field.hasMany) : allowed.includes(operator)
    if (!usable) return `The field "${path}" cannot be filtered with "${operator}".`
    if (operator === 'exists' || GEO.includes(operator)) continue
    // A relationship to several collections (Payload's own `payload-preferences.user`) compared with
    // a plain value is the adapter's "Not supported" 500; its parts are what a filter can compare.
    if ((field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo))
      return `The field "${path}" points to several collections: filter on "${path}.value" and "${path}.relationTo".`
    for (const item of valuesOf(operator, value)) {
      const problem = valueProblem(field, item, sqlIds)
      if (problem) return `The filter "${path}" ${operator} ${problem}.`
    }
  }
  return null
}
