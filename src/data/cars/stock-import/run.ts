import { createLocalReq, type Payload } from 'payload'

import { stocknumKey } from '@/domain/cars/stocknum'
import { type Id, relationId } from '@/domain/ids'
import { type ColumnMapping, IMPORT_MAX_ROWS } from '@/domain/stock-import/fields'
import { cleanMapping, mapRow, resolveColumns } from '@/domain/stock-import/mapping'
import { type ImportFormat, parseStockFile } from '@/domain/stock-import/parse'
import { planImport, type PlannedRow } from '@/domain/stock-import/plan'
import type { ImportRowError, StockImportReport } from '@/domain/stock-import/report'
import { validateStockRow } from '@/domain/stock-import/validate'
import { groupThousands } from '@/domain/text/number'
import { type PhotoFetcher, photoFetcher } from '@/integrations/stock-photos/fetch-photo'
import type { User } from '@/payload-types'

import { readExistingCars } from './existing'
import { diffOf, ownCarsOnly } from './feed-rules'
import { importPhotos, type PhotoJob } from './photos'
import { refreshAfterBatch } from './refresh'
import { createCars, updateCars, withdrawCars } from './write'

export type StockImportInput = {
  dealership: Id
  format: ImportFormat
  content: string
  /** This file's column names; when absent, the dealership's saved mapping. */
  mapping?: ColumnMapping
  saveMapping?: boolean
  /** A full feed: cars of these dealerships that it does not list are withdrawn. */
  full: boolean
  dryRun: boolean
  /** XML only: the element holding one car, e.g. `stock/vehicle`. */
  xmlRecordPath?: string
  /**
   * A stock feed's wall (docs/features/stock-feeds.md): it writes only this dealership's cars. A row
   * naming another dealership, or the stock number of another dealership's car, is an error row.
   */
  onlyThisDealership?: boolean
  /** Asked with the number of valid cars before anything is written: a reason holds the import. */
  guard?: (cars: number) => string | null
}

// The report's shape is client-safe (the admin's import form reads it): src/domain/stock-import/report.ts.
export type { StockImportReport } from '@/domain/stock-import/report'

export type StockImportFailure = { error: { status: 400 | 403; code: string; message: string } }

const PREVIEW = 100
const fail = (status: 400 | 403, code: string, message: string): StockImportFailure => ({
  error: { status, code, message },
})

/**
 * Imports a stock file into one tenant as a staff member: every read and write is limited to the
 * tenant of a dealership this user may read, and a row naming any other dealership (another
 * tenant's included) is an error row, never a write. Rows are validated by the spec's rules,
 * matched by stock number (a re-run changes nothing), and on a full feed the missing cars are
 * withdrawn. The search index and the site's cache are refreshed once for the batch.
 */
export async function runStockImport(
  payload: Payload,
  user: User,
  input: StockImportInput,
  { fetchPhoto = photoFetcher() }: { fetchPhoto?: PhotoFetcher } = {},
): Promise<StockImportReport | StockImportFailure> {
  const started = performance.now()
  const target = await payload
    .findByID({ collection: 'dealerships', id: input.dealership, user, overrideAccess: false, depth: 0 })
    .catch(() => null)
  if (!target) return fail(403, 'not_your_dealership', 'That dealership is not one of yours.')
  const tenant = relationId(target.tenant) as Id

  const parsed = parseStockFile(input.content, input.format, { xmlRecordPath: input.xmlRecordPath })
  if ('error' in parsed) return fail(400, 'bad_file', parsed.error)
  if (!parsed.rows.length) return fail(400, 'empty_file', 'The file has no cars in it.')
  if (parsed.rows.length > IMPORT_MAX_ROWS)
    return fail(400, 'too_many_rows', `A file may hold at most ${groupThousands(IMPORT_MAX_ROWS)} cars.`)
  const mapping = input.mapping ? cleanMapping(input.mapping) : cleanMapping(target.import_mapping)
  const { columns, missing } = resolveColumns(parsed.headers, mapping)
  if (missing.length)
    return fail(400, 'unmapped_columns', `The file has no column named ${missing.map((m) => `'${m}'`).join(', ')}.`)
  if (!columns.stocknum)
    return fail(400, 'no_stock_numbers', 'The file has no stock number column; map one to Stock number.')

  const { docs: dealerships } = await payload.find({
    collection: 'dealerships',
    user,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    select: { slug: true, name: true },
    where: { tenant: { equals: tenant } },
  })
  const dealershipOf = new Map<string, Id>()
  for (const d of dealerships)
    if (!input.onlyThisDealership || d.id === target.id)
      for (const k of [d.slug, d.name, String(d.id)]) if (k) dealershipOf.set(k.trim().toLowerCase(), d.id)

  const errors: ImportRowError[] = []
  const valid: PlannedRow[] = []
  const seen = new Set<string>()
  parsed.rows.forEach((raw, i) => {
    const line = input.format === 'csv' ? i + 2 : i + 1 // CSV line 1 is the header
    const mapped = mapRow(raw, columns)
    const verdict = validateStockRow(mapped)
    const stocknum = String(mapped.stocknum ?? '').trim()
    if (!verdict.ok) {
      for (const e of verdict.errors) errors.push({ line, stocknum, ...e })
      return
    }
    const named = verdict.car.dealership
    const dealership = named ? dealershipOf.get(named.toLowerCase()) : target.id
    if (dealership == null) {
      errors.push({ line, stocknum, field: 'dealership', message: `Dealership '${named}' is not one of yours.` })
      return
    }
    const key = stocknumKey(verdict.car.stocknum)
    if (seen.has(key)) {
      errors.push({ line, stocknum, field: 'stocknum', message: 'This stock number is already on an earlier line.' })
      return
    }
    seen.add(key)
    valid.push({ line, car: verdict.car, dealership })
  })

  const existing = await readExistingCars(payload, user, tenant)
  const rows = input.onlyThisDealership ? ownCarsOnly(valid, existing.cars, target.id, errors) : valid
  const scope = [...new Set([target.id, ...rows.map((r) => r.dealership)])]
  const held = input.guard?.(rows.length) ?? undefined
  const plan = planImport(rows, existing.cars, { full: input.full, dealerships: scope })
  const report: StockImportReport = {
    dryRun: input.dryRun,
    rows: parsed.rows.length,
    created: plan.create.length,
    updated: plan.update.length,
    unchanged: plan.unchanged.length,
    withdrawn: plan.withdraw.length,
    photosFetched: 0,
    errors,
    preview: {
      created: plan.create.slice(0, PREVIEW).map((r) => r.car.stocknum),
      updated: plan.update.slice(0, PREVIEW).map((r) => r.car.stocknum),
      withdrawn: plan.withdraw.slice(0, PREVIEW).map((c) => c.stocknum),
    },
    diff: diffOf(plan),
    ...(held ? { held } : {}),
    seconds: 0,
  }
  if (!input.dryRun && !held) {
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    const createdIds = await createCars(payload, plan.create, tenant, existing.slugs)
    await updateCars(req, user, plan.update)
    await withdrawCars(
      req,
      user,
      plan.withdraw.map((c) => c.id),
    )
    const photoJobs: PhotoJob[] = [
      ...plan.create
        .filter((r) => r.car.images?.length)
        .map((r) => ({
          line: r.line,
          stocknum: r.car.stocknum,
          carId: createdIds.get(stocknumKey(r.car.stocknum))!,
          urls: r.car.images!,
        })),
      ...plan.update
        .filter((r) => 'images' in r.changes)
        .map((r) => ({ line: r.line, stocknum: r.car.stocknum, carId: r.id, urls: r.car.images ?? [] })),
    ].filter((j) => j.carId != null)
    if (photoJobs.length) {
      const photos = await importPhotos(req, user, tenant, photoJobs, fetchPhoto)
      report.photosFetched = photos.fetched
      for (const f of photos.failed)
        errors.push({ line: f.line, stocknum: f.stocknum, field: 'photo', message: `${f.message} (${f.url})` })
    }
    if (input.saveMapping && input.mapping)
      await payload.update({
        collection: 'dealerships',
        id: target.id,
        data: { import_mapping: mapping },
        user,
        overrideAccess: false,
        req,
      })
    if (plan.create.length || plan.update.length || plan.withdraw.length) await refreshAfterBatch(req, tenant)
  }
  report.seconds = Math.round(performance.now() - started) / 1000
  return report
}
