import type { RangeKey, RefinementKey } from '@/search/types'
import { type KnownSearchSlugs, type SearchState, writeSearchUrl } from '@/search/url/state'

export type UrlContext = { known: KnownSearchSlugs; usedCarBreadcrumbs?: boolean }

/** The address of a state (/used-car/… where the site's setting asks for it, finance §2). */
export const hrefFor = (state: SearchState, ctx: UrlContext) =>
  writeSearchUrl(state, { known: ctx.known, usedCarBreadcrumbs: ctx.usedCarBreadcrumbs })

export function toggleRefinement(state: SearchState, key: RefinementKey, value: string, ctx: UrlContext): string {
  const current = state.refinements[key] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  const refinements = { ...state.refinements, [key]: next }
  // A model only makes sense with its make: dropping the make drops its models too.
  if (key === 'make' && !next.includes(value)) refinements.model = []
  return hrefFor({ ...state, refinements, page: 1 }, ctx)
}

export const withPage = (state: SearchState, page: number, ctx: UrlContext) => hrefFor({ ...state, page }, ctx)

export const withoutRange = (state: SearchState, key: RangeKey, ctx: UrlContext) =>
  hrefFor({ ...state, ranges: { ...state.ranges, [key]: undefined }, page: 1 }, ctx)
