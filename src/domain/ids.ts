/** A document id: a number on SQLite and PostgreSQL, a string on MongoDB. */
export type Id = number | string

/**
 * The id a relationship field holds, whether Payload populated it or not (what Payload's `extractID`
 * does, for a value of unknown shape), and null when the field is empty or holds no relation. The
 * domain and the search engine may not import Payload, so this is the one id reader for all layers.
 */
export function relationId(value: unknown): Id | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: Id }).id
  return null
}

/**
 * Whether an id from a request can name a document at all: a positive whole number (or its digits)
 * where ids are numbers (SQLite, PostgreSQL), a non-empty string on MongoDB. A malformed id names
 * nothing, so callers answer 404 rather than let the driver fail the query with a 500.
 */
export function isWellFormedId(id: unknown, numericIds: boolean): id is Id {
  if (!numericIds)
    return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id))
  const n = typeof id === 'string' && /^\d{1,15}$/.test(id.trim()) ? Number(id) : id
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= MAX_SQL_ID
}

/**
 * The largest id a SQL table holds: Payload's PostgreSQL ids are `serial` (a 4-byte integer), and
 * PostgreSQL refuses a larger number in the query itself ("out of range for type integer").
 */
export const MAX_SQL_ID = 2_147_483_647
