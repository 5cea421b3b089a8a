import { PRICE_SLIDER, sliderPriceRange } from '@/domain/facets/price-slider'

import type { Range, SortKey } from '../types'
import { cleanPage, cleanRange, cleanSort, cleanText, isRangeKey, isRefinementKey, parseRangeParam } from './values'

/** Next.js searchParams or a URLSearchParams. */
export type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

export type RawSearchParams = {
  text?: string
  page?: number
  sort?: SortKey
  refinements: Record<string, string[]>
  ranges: Record<string, Range>
}

function entries(input: SearchParamsInput): [string, string][] {
  if (input instanceof URLSearchParams) return [...input.entries()]
  return Object.entries(input).flatMap(([key, value]) =>
    value === undefined ? [] : (typeof value === 'string' ? [value] : value).map((v): [string, string] => [key, v]),
  )
}

/** 'make[0]' and 'make[]' (InstantSearch style) read as 'make'. */
const baseKey = (key: string) => key.replace(/\[\d*\]$/, '')
const RANGE_PARAM = /^range\[([a-z_]+)\]$/
/** The price slider's two thumbs as a form without JavaScript sends them (read only, never written). */
const SLIDER_PARAM = /^range\[price\]\[(min|max)\]$/
const sliderValue = (raw: string) => (/^\d+$/.test(raw.trim()) ? Number(raw.trim()) : undefined)

/** Whether a results page reads this query parameter at all (the others are left out of its render and cache key). */
export function isSearchParam(rawKey: string): boolean {
  if (SLIDER_PARAM.test(rawKey) || RANGE_PARAM.test(rawKey)) return true
  const key = baseKey(rawKey)
  return key === 'query' || key === 'page' || key === 'sortBy' || isRefinementKey(key)
}

/**
 * The query string sorted into the parts of a search state. Unknown parameters are ignored; for
 * query, page, sortBy and each range the first good value is used. Refinement values are
 * cleaned later, by normalizeSearchState.
 */
export function readParams(input: SearchParamsInput): RawSearchParams {
  const out: RawSearchParams = { refinements: {}, ranges: {} }
  const slider: { min?: number; max?: number } = {}
  for (const [rawKey, value] of entries(input)) {
    const thumb = SLIDER_PARAM.exec(rawKey)?.[1] as 'min' | 'max' | undefined
    if (thumb) {
      slider[thumb] ??= sliderValue(value)
      continue
    }
    const rangeKey = RANGE_PARAM.exec(rawKey)?.[1]
    if (rangeKey !== undefined) {
      const parsed = isRangeKey(rangeKey) && !out.ranges[rangeKey] ? parseRangeParam(value) : undefined
      if (parsed) out.ranges[rangeKey] = parsed
      continue
    }
    const key = baseKey(rawKey)
    if (key === 'query') out.text ??= cleanText(value)
    else if (key === 'page') out.page ??= cleanPage(value)
    else if (key === 'sortBy') out.sort ??= cleanSort(value)
    else if (isRefinementKey(key)) (out.refinements[key] ??= []).push(value)
  }
  // range[price]=min:max wins; the slider's thumbs bound the price only where moved off their ends.
  if (!out.ranges.price && (slider.min !== undefined || slider.max !== undefined)) {
    const range = cleanRange(sliderPriceRange(slider.min ?? PRICE_SLIDER.min, slider.max ?? PRICE_SLIDER.max))
    if (range) out.ranges.price = range
  }
  return out
}
