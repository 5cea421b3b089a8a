/**
 * The stock carousel page block (docs/features/content.md "Add a page", "Stock carousel"): staff paste a
 * search address of the site; the carousel shows its first cars and links to it. Pure.
 */
export const STOCK_CAROUSEL_DEFAULT = 8
export const STOCK_CAROUSEL_MAX = 12

const SEARCH_ADDRESS = /^\/search(?:\/[^?#\s]*)?(?:\?[^#\s]*)?$/

/** Why a value is not a search address of the site, or null when it is one. */
export function searchAddressProblem(value: string): string | null {
  const v = value.trim()
  if (!SEARCH_ADDRESS.test(v) || v.includes('//'))
    return 'Use an address of your site that starts with /search, e.g. /search/used-cars?range[price]=10000:30000.'
  return null
}

/** A search address as the results page reads it: the path segments after /search, and the query. */
export function splitSearchAddress(value: string): { segments: string[]; query: Record<string, string | string[]> } {
  const url = new URL(value.trim(), 'http://site.invalid')
  const segments = url.pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent)
  const query: Record<string, string | string[]> = {}
  for (const [key, val] of url.searchParams) {
    const seen = query[key]
    query[key] = seen === undefined ? val : Array.isArray(seen) ? [...seen, val] : [seen, val]
  }
  return { segments, query }
}

/** How many cars to show: the block's count within 1..max, else the default. */
export const carouselCount = (count: number | null | undefined) =>
  count && Number.isInteger(count) && count >= 1 ? Math.min(count, STOCK_CAROUSEL_MAX) : STOCK_CAROUSEL_DEFAULT
