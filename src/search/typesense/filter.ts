import { stocknumKey } from '@/domain/cars/stocknum'

import { AVAILABLE_STATUSES, requiresPositivePrice, soldCutoffGroups, soldCutoffSeconds } from '../listing'
import {
  type Range,
  RANGE_KEYS,
  REFINEMENT_KEYS,
  type RefinementKey,
  type SearchQuery,
  type SearchScope,
} from '../types'
import { facetFieldType } from './schema'

/**
 * Typesense filter_by text (pure). Every string value is wrapped in backticks, so commas, '&&', '||',
 * parentheses and colons inside a value are literal; a backtick inside a value is escaped as \`
 * (Typesense's split_to_values reads \` as a literal backtick).
 */
export const quote = (value: string): string => `\`${value.replace(/`/g, '\\`')}\``

/** A filter that matches nothing (an empty scope, or refinement values that cannot exist). */
export const NOTHING = 'show_on_dealer_website:=true && show_on_dealer_website:=false'

/** AND of the parts given. Every OR this module builds is parenthesised, so parts join safely. */
export const all = (...parts: (string | null | undefined | false)[]): string =>
  parts.filter((p): p is string => Boolean(p)).join(' && ')

const num = (n: number) => String(n)

/** The site's tenant and dealerships: the wall every query and every scoped key carries. */
export function scopeFilter(scope: Pick<SearchScope, 'tenantId' | 'dealershipIds'>): string {
  if (!scope.dealershipIds.length) return NOTHING
  return all(
    `tenant:=${quote(String(scope.tenantId))}`,
    `dealership:=[${[...new Set(scope.dealershipIds.map(String))].map(quote).join(',')}]`,
  )
}

const soldSince = (cutoff: number) => `sold_date_timestamp:>=${num(cutoff)}`

/**
 * Available, or sold within the window. With per-dealership windows (finance §3 include_sold_cars_days
 * on a dealership) there is one OR-group per distinct window, naming the dealerships that share it.
 */
function statusFilter(scope: SearchScope): string {
  const available = `status:=[${AVAILABLE_STATUSES.map(quote).join(',')}]`
  const sold = `status:=${quote('sold')}`
  const groups = scope.soldWindowByDealership
    ? soldCutoffGroups(scope)
    : [{ cutoff: soldCutoffSeconds(scope), dealershipIds: [] }]
  const windows = groups.filter((g): g is { cutoff: number; dealershipIds: string[] } => g.cutoff != null)
  const [first] = windows
  if (!first) return available
  if (groups.length === 1) return `(${available} || (${sold} && ${soldSince(first.cutoff)}))`
  const perDealership = windows.map(
    (g) => `(dealership:=[${g.dealershipIds.map(quote).join(',')}] && ${soldSince(g.cutoff)})`,
  )
  return `(${available} || (${sold} && (${perDealership.join(' || ')})))`
}

/** spec: stock §4 listing rules and stock §9 excluded stock numbers (trimmed, any case) / price above 0 (see listing.ts). */
export function listingFilter(query: SearchQuery, sort = query.sort): string {
  const { scope } = query
  const excluded = [...new Set((scope.excludedStocknums ?? []).map(stocknumKey).filter(Boolean))]
  return all(
    'show_on_dealer_website:=true',
    statusFilter(scope),
    excluded.length > 0 && `stocknum_key:!=[${excluded.map(quote).join(',')}]`,
    requiresPositivePrice(scope, sort) && 'price:>0',
  )
}

export function rangeFilter(field: string, range: Range | undefined): string | null {
  const parts: string[] = []
  if (range?.min != null && Number.isFinite(range.min)) parts.push(`${field}:>=${num(range.min)}`)
  if (range?.max != null && Number.isFinite(range.max)) parts.push(`${field}:<=${num(range.max)}`)
  return parts.length ? all(...parts) : null
}

export const rangesFilter = (query: SearchQuery): string =>
  all(...RANGE_KEYS.map((k) => rangeFilter(k, query.ranges?.[k])))

/** One refinement key: OR within the key. Values that cannot exist for the field match nothing. */
export function refinementFilter(key: RefinementKey, values: readonly string[]): string {
  const type = facetFieldType(key)
  if (type === 'int32') {
    const nums = values.filter((v) => v !== '' && String(Number(v)) === v)
    return nums.length ? `${key}:=[${nums.join(',')}]` : NOTHING
  }
  if (type === 'bool') {
    const bools = [...new Set(values.filter((v) => v === 'true' || v === 'false'))]
    if (!bools.length) return NOTHING
    return bools.length === 1 ? `${key}:=${bools[0]}` : `(${key}:=true || ${key}:=false)`
  }
  const strings = values.filter((v) => v !== '')
  return strings.length ? `${key}:=[${strings.map(quote).join(',')}]` : NOTHING
}

/** The query's refinements with values, in a stable order. */
export function refinedKeys(query: SearchQuery): [RefinementKey, string[]][] {
  return (Object.entries(query.refinements ?? {}) as [RefinementKey, string[] | undefined][])
    .filter(
      (e): e is [RefinementKey, string[]] => REFINEMENT_KEYS.includes(e[0]) && Array.isArray(e[1]) && e[1].length > 0,
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}
