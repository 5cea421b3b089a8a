/**
 * Compare (docs/features/accounts.md "Shopper accounts and gating", "Compare"; stock §1 "compare cars", §4 "Favourites
 * and compare buttons"): up to four cars side by side, their spec rows aligned, the rows that
 * differ marked. Pure: no I/O.
 */
import { isCarSlug } from '@/domain/cars/slug'
import type { SpecRow } from '@/domain/vehicle/spec-rows'

/** Up to 4 cars side by side (docs/features/accounts.md "Shopper accounts and gating", "Compare"). */
export const MAX_COMPARED = 4

/**
 * The slugs of `/compare?cars=slug,slug` in order: trimmed, lower-cased, de-duplicated, anything that
 * is not slug-shaped dropped, and at most four kept (the first four). Repeated `cars` parameters are
 * read in turn, so a hand-edited URL still works.
 */
export function parseCompareSlugs(param: string | readonly string[] | null | undefined): string[] {
  const parts = (typeof param === 'string' ? [param] : (param ?? []))
    .slice(0, 8)
    .flatMap((p) => p.slice(0, 1000).split(','))
    .map((s) => s.trim().toLowerCase())
  const out: string[] = []
  for (const s of parts) {
    if (out.length === MAX_COMPARED) break
    if (isCarSlug(s) && !out.includes(s)) out.push(s)
  }
  return out
}

/** `/compare?cars=a,b` (the shareable URL); no cars gives plain `/compare`. */
export function compareHref(slugs: readonly string[]): string {
  const kept = slugs.slice(0, MAX_COMPARED)
  return kept.length ? `/compare?cars=${kept.map(encodeURIComponent).join(',')}` : '/compare'
}

/** The list after removing one car (the remove links of the compare page). */
export const withoutCar = (slugs: readonly string[], slug: string) => slugs.filter((s) => s !== slug)

/**
 * The list after adding one car: appended at the end; when the list is full the oldest car makes
 * room, as the big marketplaces' compare trays do. Adding a car already listed changes nothing.
 */
export function withCar(slugs: readonly string[], slug: string): string[] {
  if (slugs.includes(slug)) return [...slugs]
  return [...slugs, slug].slice(-MAX_COMPARED)
}

export type CompareRow = {
  key: string
  label: string
  /** One value per car, in column order; null where the car has no such row (stock §5 omits it). */
  values: (string | null)[]
  /** True when at least two cars are compared and their values are not all the same. */
  differs: boolean
}

/**
 * The aligned table: every row key any car has, each car's value in its own column. Rows follow
 * `order` (the vehicle page's key-information order); keys it does not name follow in the order the
 * cars give them. A row differs when two or more cars are shown and the values (a missing value
 * counts as a value) are not all equal, ignoring case and surrounding spaces.
 */
export function compareRows(columns: readonly (readonly SpecRow[])[], order: readonly string[] = []): CompareRow[] {
  const seen: { key: string; label: string }[] = []
  for (const rows of columns) for (const r of rows) if (!seen.some((o) => o.key === r.key)) seen.push(r)
  const rank = (key: string) => {
    const i = order.indexOf(key)
    return i === -1 ? order.length : i
  }
  const sorted = seen.map((r, i) => ({ ...r, i })).sort((x, y) => rank(x.key) - rank(y.key) || x.i - y.i)
  return sorted.map(({ key, label }) => {
    const values = columns.map((rows) => rows.find((r) => r.key === key)?.value ?? null)
    const normalised = new Set(values.map((v) => (v === null ? null : v.trim().toLowerCase())))
    return { key, label, values, differs: columns.length > 1 && normalised.size > 1 }
  })
}
