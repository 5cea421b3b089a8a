import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// ARCHITECTURE "Walls and rules that hold everywhere": "A lead has one writer: one intake command in
// `src/data` that every route calls." This reads the source of src/ and collections/ and fails when
// anything other than the intake (src/data/leads/intake.ts) writes a lead. Besides the intake, only
// delivery bookkeeping may write to a stored lead, and never anything but its delivery fields:
//
// | file                                           | may write                                            | why                                             |
// |------------------------------------------------|------------------------------------------------------|-------------------------------------------------|
// | src/data/leads/intake.ts                        | create, update, updateOne, the group writer          | new leads; the lender's reply; releasing held leads |
// | src/data/leads/writer.ts                        | the insert SQL (INSERT_LEAD_SQL_SQLITE, insertLeads…)| the intake's group commit, called by the intake only |
// | src/db/lead-sql.ts                             | the SQL text itself                                  | the one module of raw lead SQL (docs/ARCHITECTURE "Layers") |
// | src/data/leads/delivery.ts                      | update (delivery_* only), the delivery SQL, Mongo claim | a delivery try's claim, attempts and status  |
// | collections/Leads/endpoints/retry-delivery.ts  | update (RELEASED_FOR_DELIVERY only)                  | staff's Retry delivery / Release and deliver    |

const ROOT = path.resolve(import.meta.dirname, '../..')
const INTAKE = 'src/data/leads/intake.ts'
const DELIVERY_SIDE = ['src/data/leads/delivery.ts', 'collections/Leads/endpoints/retry-delivery.ts']

/** What a file does to leads, as the scanner names it. */
type Write = { kind: string; at: number; data?: string[] | string }

/** Payload's local API reads: anything else on the leads collection is a write. */
const READS = new Set(['find', 'findByID', 'count', 'findOne', 'findDistinct', 'findVersions', 'findVersionByID'])

/** The opening parenthesis of the call that encloses `at`, or -1. */
function enclosingCall(text: string, at: number): number {
  let depth = 0
  for (let i = at - 1; i >= 0; i--) {
    const c = text[i]!
    if (c === ')' || c === '}' || c === ']') depth++
    else if (c === '(' || c === '{' || c === '[') {
      if (depth > 0) depth--
      else if (c === '(') return i
    }
  }
  return -1
}

/** The balanced text from the opener at `from` (a '(' or '{') to its closer. */
function balanced(text: string, from: number): string {
  let depth = 0
  for (let i = from; i < text.length; i++) {
    const c = text[i]!
    if (c === '(' || c === '{' || c === '[') depth++
    else if (c === ')' || c === '}' || c === ']') if (--depth === 0) return text.slice(from, i + 1)
  }
  return text.slice(from)
}

/** A call's `data`: the name it passes, or the top-level keys of the object literal. */
function dataOf(call: string): string[] | string | undefined {
  const m = /\bdata:\s*/.exec(call)
  if (!m) return undefined
  const rest = call.slice(m.index + m[0].length)
  if (!rest.startsWith('{')) return /^[\w.]+/.exec(rest)?.[0]
  const object = balanced(rest, 0)
  let top = ''
  let depth = 0
  for (const c of object) {
    if (c === '{' || c === '(' || c === '[') depth++
    else if (c === '}' || c === ')' || c === ']') depth--
    else if (depth === 1) top += c
  }
  return [...top.matchAll(/(?:^|,)\s*(?:\.\.\.)?(\w+)\s*:?/g)].map((k) => k[1]!)
}

/** Every write to leads in a source text. */
function leadWrites(text: string): Write[] {
  const writes: Write[] = []
  for (const m of text.matchAll(/collection:\s*['"]leads['"]/g)) {
    const open = enclosingCall(text, m.index)
    const method =
      open < 0 ? '' : (/(\w+)\s*(?:<[^>]*>)?\s*$/.exec(text.slice(Math.max(0, open - 60), open))?.[1] ?? '')
    if (READS.has(method)) continue
    writes.push({ kind: method || 'unknown', at: m.index, data: open < 0 ? undefined : dataOf(balanced(text, open)) })
  }
  for (const m of text.matchAll(/\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?leads(?:_\w+)?\b/gi))
    writes.push({ kind: 'sql', at: m.index })
  for (const m of text.matchAll(/\bleadWriter\s*\(/g))
    if (!/function\s+$/.test(text.slice(Math.max(0, m.index - 12), m.index)))
      writes.push({ kind: 'group-writer', at: m.index })
  for (const m of text.matchAll(/\b(INSERT_LEAD_SQL_SQLITE|insertLeadsWithJobsSqlPg)\b/g))
    writes.push({ kind: 'insert-sql', at: m.index })
  for (const m of text.matchAll(/\b(UPDATE_LEAD_DELIVERY_SQL|INSERT_DELIVERY_ATTEMPT_SQL|claimLeadSql)\b/g))
    writes.push({ kind: 'delivery-sql', at: m.index })
  for (const m of text.matchAll(/\b(?:collections|tables)\??\.leads\b/g))
    writes.push({ kind: 'raw-table', at: m.index })
  return writes
}

/** What each allowed file may do; every other file may write nothing. */
const ALLOWED: Record<string, string[]> = {
  [INTAKE]: ['create', 'update', 'updateOne', 'group-writer'],
  'src/data/leads/writer.ts': ['insert-sql'],
  'src/db/lead-sql.ts': ['sql', 'insert-sql', 'delivery-sql', 'raw-table'],
  'src/data/leads/delivery.ts': ['update', 'delivery-sql', 'raw-table'],
  'collections/Leads/endpoints/retry-delivery.ts': ['update'],
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return sourceFiles(rel)
    return /\.tsx?$/.test(e.name) && rel !== 'src/payload-types.ts' ? [rel] : []
  })
}

const found = ['src', 'collections'].flatMap(sourceFiles).flatMap((file) => {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  return leadWrites(text).map((w) => ({ file, line: text.slice(0, w.at).split('\n').length, ...w }))
})

describe('the scanner finds lead writes (a guard that cannot fail is no guard)', () => {
  it.each([
    ["payload.create({ collection: 'leads', data })", 'create'],
    ['await req.payload.update({\n  id,\n  collection: "leads",\n  data: { status: "closed" },\n})', 'update'],
    ["payload.db.updateOne({ where: { id: { equals: 1 } }, collection: 'leads', data: {} })", 'updateOne'],
    ["payload.delete({ collection: 'leads', id })", 'delete'],
    ['db.query(`INSERT INTO leads (name) VALUES ($1)`)', 'sql'],
    ["client.execute('update leads set status = 1')", 'sql'],
    ["'DELETE FROM leads_delivery_attempts'", 'sql'],
    ['const w = leadWriter(payload)', 'group-writer'],
    ['await db.collections.leads.findOneAndUpdate({})', 'raw-table'],
    ['batch([{ sql: INSERT_LEAD_SQL_SQLITE, args }])', 'insert-sql'],
  ])('%s → %s', (source, kind) => {
    expect(leadWrites(source).map((w) => w.kind)).toEqual([kind])
  })

  it('reads are not writes', () => {
    const reads = [
      "payload.find({ collection: 'leads', where: { site: { equals: 1 } } })",
      "payload.findByID({ collection: 'leads', id, depth: 0 })",
      "payload.count({ collection: 'leads' })",
      "const sql = 'SELECT * FROM leads'",
      'export function leadWriter(payload: Payload) {',
    ]
    for (const source of reads) expect(leadWrites(source), source).toEqual([])
  })

  it("reads an update's data: its keys, or the name it passes", () => {
    const [keys] = leadWrites(
      "payload.update({ collection: 'leads', id, data: { delivery_claim: null, x: f({ a: 1 }) } })",
    )
    expect(keys!.data).toEqual(['delivery_claim', 'x'])
    const [named] = leadWrites("payload.update({ collection: 'leads', data: RELEASED_FOR_DELIVERY })")
    expect(named!.data).toBe('RELEASED_FOR_DELIVERY')
  })
})

describe('one writer of leads (ARCHITECTURE "Walls": "A lead has one writer")', () => {
  it('the repository has the writes the table above allows, and no others', () => {
    const stray = found.filter((w) => !ALLOWED[w.file]?.includes(w.kind))
    expect(stray.map((w) => `${w.file}:${w.line} ${w.kind}`)).toEqual([])
    // The guard sees the intake itself: it would see a second one.
    expect(found.filter((w) => w.file === INTAKE).map((w) => w.kind)).toEqual(
      expect.arrayContaining(['create', 'group-writer', 'updateOne']),
    )
  })

  it('a lead is created only by the intake', () => {
    const creating = found.filter((w) => w.kind === 'create' || w.kind === 'group-writer' || w.kind === 'insert-sql')
    expect([...new Set(creating.map((w) => w.file))].sort()).toEqual(
      [INTAKE, 'src/data/leads/writer.ts', 'src/db/lead-sql.ts'].sort(),
    )
  })

  it('delivery bookkeeping writes only delivery fields, or releases a lead for delivery', () => {
    const updates = found.filter((w) => DELIVERY_SIDE.includes(w.file) && w.kind === 'update')
    expect(updates.length).toBeGreaterThanOrEqual(3)
    for (const w of updates) {
      const where = `${w.file}:${w.line}`
      if (typeof w.data === 'string') expect(w.data, where).toBe('RELEASED_FOR_DELIVERY')
      else {
        expect(w.data, where).toBeDefined()
        for (const key of w.data!) expect(key, where).toMatch(/^delivery_/)
      }
    }
  })
})
