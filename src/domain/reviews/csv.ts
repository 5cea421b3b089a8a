import { MAX_RATING } from './rules'

/** The columns of a reviews CSV (finance §3 "Review" fields); `location` is the location's slug. */
export const REVIEW_CSV_COLUMNS = [
  'location',
  'customer_name',
  'rating',
  'review_date',
  'text',
  'reply_text',
  'reply_date',
  'hidden',
] as const
const REQUIRED = ['location', 'customer_name', 'rating', 'review_date'] as const

export type ReviewCsvRow = {
  location: string
  customer_name: string
  rating: number
  /** ISO date-time at midday UTC, as the admin's date picker stores a day */
  review_date: string
  text: string | null
  reply_text: string | null
  reply_date: string | null
  hidden: boolean
}
export type ReviewCsvResult = { rows: ReviewCsvRow[]; errors: { line: number; message: string }[] }

/** At most this many reviews per import (ours: keeps one request bounded). */
export const REVIEW_CSV_MAX_ROWS = 2000

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  const endField = () => {
    record.push(field)
    field = ''
  }
  const endRecord = () => {
    endField()
    records.push(record)
    record = []
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') endField()
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      endRecord()
    } else field += c
  }
  if (field !== '' || record.length) endRecord()
  return records.filter((r) => r.some((f) => f.trim() !== ''))
}

/** dd/MM/yyyy (spec: stock §9 "Date format dd/MM/yyyy") or yyyy-MM-dd, as midday UTC; null if not a real day. */
export function csvDay(value: string): string | null {
  const v = value.trim()
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v) ?? null
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
  const [y, mo, d] = m
    ? [Number(m[3]), Number(m[2]), Number(m[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN]
  const date = new Date(Date.UTC(y, mo - 1, d, 12))
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== d || date.getUTCMonth() !== mo - 1
    ? null
    : date.toISOString()
}

/**
 * Reviews from a CSV with a header row naming the columns (any order, any case). Rows with a problem
 * are reported by line and skipped; the rest are returned.
 */
export function parseReviewsCsv(text: string): ReviewCsvResult {
  const [header, ...records] = parseCsv(text.replace(/^\uFEFF/, ''))
  const errors: ReviewCsvResult['errors'] = []
  if (!header) return { rows: [], errors: [{ line: 1, message: 'The file is empty.' }] }
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]))
  const missing = REQUIRED.filter((c) => !index.has(c))
  if (missing.length) return { rows: [], errors: [{ line: 1, message: `Missing column(s): ${missing.join(', ')}.` }] }
  if (records.length > REVIEW_CSV_MAX_ROWS)
    return { rows: [], errors: [{ line: 1, message: `At most ${REVIEW_CSV_MAX_ROWS} reviews per file.` }] }
  const rows: ReviewCsvRow[] = []
  records.forEach((record, i) => {
    const line = i + 2
    const get = (c: (typeof REVIEW_CSV_COLUMNS)[number]) => (index.has(c) ? (record[index.get(c)!] ?? '').trim() : '')
    const rating = Number(get('rating'))
    const review_date = csvDay(get('review_date'))
    const reply_date = get('reply_date') ? csvDay(get('reply_date')) : null
    const problem = !get('location')
      ? 'location is empty'
      : !get('customer_name')
        ? 'customer_name is empty'
        : !get('rating') || !Number.isFinite(rating) || rating < 0 || rating > MAX_RATING
          ? `rating must be a number from 0 to ${MAX_RATING}`
          : !review_date
            ? 'review_date must be dd/MM/yyyy'
            : get('reply_date') && !reply_date
              ? 'reply_date must be dd/MM/yyyy'
              : null
    if (problem) return void errors.push({ line, message: problem })
    rows.push({
      location: get('location'),
      customer_name: get('customer_name').slice(0, 100),
      rating,
      review_date: review_date!,
      text: get('text') || null,
      reply_text: get('reply_text') || null,
      reply_date,
      hidden: /^(true|yes|1|y)$/i.test(get('hidden')),
    })
  })
  return { rows, errors }
}
