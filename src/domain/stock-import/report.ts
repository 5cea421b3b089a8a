import type { FeedDiff } from '../stock-feeds/diff'
import type { ImportFieldKey } from './fields'

/** One row a stock import refused, and why (docs/features/stock-import.md "Stock import"). */
export type ImportRowError = {
  line: number
  stocknum: string
  field: ImportFieldKey | 'row' | 'photo'
  message: string
}

/** POST /api/cars/import's answer: what the import did (or, on a dry run, would do). */
export type StockImportReport = {
  dryRun: boolean
  rows: number
  created: number
  updated: number
  unchanged: number
  withdrawn: number
  photosFetched: number
  errors: ImportRowError[]
  /** Stock numbers per outcome (the first 100 of each) for the dry run's preview. */
  preview: { created: string[]; updated: string[]; withdrawn: string[] }
  /** What the run changes, by field (the feed history's diff). */
  diff: FeedDiff
  /** Set when the guard held the import: nothing was written. */
  held?: string
  seconds: number
}
