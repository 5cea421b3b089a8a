import { CAR_STATUSES, CAR_TYPES, ITEM_TYPES } from '@/domain/cars/vocabulary'

import {
  type Range,
  RANGE_KEYS,
  type RangeKey,
  REFINEMENT_KEYS,
  type RefinementKey,
  SORT_KEYS,
  type SortKey,
} from '../types'

/** Longest free-text query kept from the address; longer text is cut. */
export const MAX_QUERY_LENGTH = 200
/** Longest refinement value kept from the address; longer values are dropped. */
export const MAX_VALUE_LENGTH = 100

/** Refinement values that must come from a closed list or a pattern (stock §3); others are free text. */
const CLOSED_VALUES: Partial<Record<RefinementKey, (v: string) => boolean>> = {
  car_type: (v) => (CAR_TYPES as readonly string[]).includes(v),
  status: (v) => (CAR_STATUSES as readonly string[]).includes(v),
  item_type: (v) => (ITEM_TYPES as readonly string[]).includes(v),
  certified: (v) => v === 'true' || v === 'false',
  year: (v) => /^\d{4}$/.test(v),
  seats: (v) => /^\d{1,2}$/.test(v),
}

export const isRefinementKey = (key: string): key is RefinementKey =>
  (REFINEMENT_KEYS as readonly string[]).includes(key)
export const isRangeKey = (key: string): key is RangeKey => (RANGE_KEYS as readonly string[]).includes(key)

/** A refinement value trimmed and checked, or null when it is empty or bad. */
export function cleanRefinementValue(key: RefinementKey, raw: string): string | null {
  const value = raw.trim()
  if (!value || value.length > MAX_VALUE_LENGTH) return null
  const check = CLOSED_VALUES[key]
  return !check || check(value) ? value : null
}

/** Trimmed, deduplicated and sorted (code-unit order) so equal filters give equal addresses. */
export function cleanRefinementValues(key: RefinementKey, raw: readonly string[]): string[] {
  const kept = new Set<string>()
  for (const r of raw) {
    const value = cleanRefinementValue(key, r)
    if (value !== null) kept.add(value)
  }
  return [...kept].sort()
}

export function cleanText(raw: string | null | undefined): string | undefined {
  const text = raw?.trim().slice(0, MAX_QUERY_LENGTH).trim()
  return text || undefined
}

/**
 * The spec's colon form 'price:asc' (stock §9 "Price sort value 'price:asc'"), or the underscore
 * form 'price_asc' that older links carry.
 */
export function cleanSort(raw: string | null | undefined): SortKey | undefined {
  const value = raw?.trim().replace(':', '_')
  return value && (SORT_KEYS as readonly string[]).includes(value) ? (value as SortKey) : undefined
}

/** The sortBy value written in addresses and forms: the spec's 'price:asc' form (stock §9); 'newest' stays. */
export const writeSortParam = (sort: SortKey): string => sort.replace('_', ':')

/** A whole page number of 1 or more; anything else is dropped. */
export function cleanPage(raw: string | number | null | undefined): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw?.trim()
  if (!text || !/^\d+$/.test(text)) return undefined
  const page = Number(text)
  return Number.isSafeInteger(page) && page >= 1 ? page : undefined
}

const amount = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined

/**
 * A range with only finite, non-negative bounds; min above max is swapped (a shopper who drags
 * the thumbs past each other means the span between them); nothing left → undefined.
 */
export function cleanRange(range: Range | undefined): Range | undefined {
  let min = amount(range?.min)
  let max = amount(range?.max)
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  if (min === undefined && max === undefined) return undefined
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
}

const NUMBER = /^\d+(\.\d+)?$/

/** range[key]=min:max (stock §2); either side may be empty; a non-numeric side is dropped. */
export function parseRangeParam(raw: string): Range | undefined {
  const parts = raw.split(':')
  if (parts.length !== 2) return undefined
  const [min, max] = parts.map((p) => p.trim()).map((p) => (NUMBER.test(p) ? Number(p) : undefined))
  return cleanRange({ min, max })
}

export const writeRangeParam = (range: Range): string => `${range.min ?? ''}:${range.max ?? ''}`
