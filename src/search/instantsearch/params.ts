import { z } from 'zod'

/**
 * The body of InstantSearch's `searchClient.search(requests)` as POST /api/search/instantsearch takes
 * it: `{ requests: [{ indexName, params }] }`, where params is an object or, as Algolia's clients send
 * it, a URL-encoded string whose arrays are JSON. Parameters we do not use are dropped.
 */
export const MAX_INSTANTSEARCH_REQUESTS = 10
export const MAX_INSTANTSEARCH_BODY_BYTES = 32 * 1024
/** Pages of at most 100 cars, as GET /api/search; unlike it (1 to 100), 0 is accepted here: InstantSearch asks for facets only that way. */
export const MAX_INSTANTSEARCH_HITS_PER_PAGE = 100
const MAX_QUERY_LENGTH = 512
const MAX_LIST = 50

/** `query=ford&facets=%5B%22make%22%5D&page=0` → { query: 'ford', facets: ['make'], page: '0' }. */
export function parseParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(params)) {
    if (key in out) continue // the first value wins, as in our URL state
    const trimmed = value.trim()
    if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
      try {
        out[key] = JSON.parse(trimmed)
        continue
      } catch {
        // not JSON: keep the text, the schema says whether it is acceptable
      }
    }
    out[key] = value
  }
  return out
}

const wholeNumber = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number.` })
    .int(`${what} must be a whole number.`)
    .min(min, `${what} must be at least ${min}.`)
    .max(max, `${what} must be at most ${max}.`)

const text = z.string().max(200, 'A filter may be at most 200 characters.')
const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item).max(MAX_LIST, `${what} may hold at most ${MAX_LIST} entries.`)

export const InstantSearchParams = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, `query may be at most ${MAX_QUERY_LENGTH} characters.`).optional(),
  /** 0-based, as InstantSearch counts pages. */
  page: wholeNumber(0, 1000, 'page').optional(),
  hitsPerPage: wholeNumber(0, MAX_INSTANTSEARCH_HITS_PER_PAGE, 'hitsPerPage').optional(),
  facets: z.union([text, list(text, 'facets')]).optional(),
  facetFilters: z.union([text, list(z.union([text, list(text, 'A facetFilters group')]), 'facetFilters')]).optional(),
  numericFilters: z
    .union([text, list(z.union([text, list(text, 'A numericFilters group')]), 'numericFilters')])
    .optional(),
})
export type InstantSearchParams = z.infer<typeof InstantSearchParams>

export const InstantSearchRequest = z.object({
  indexName: z.string().min(1, 'indexName is required.').max(100, 'indexName may be at most 100 characters.'),
  params: z.preprocess((v) => (typeof v === 'string' ? parseParamsString(v) : (v ?? {})), InstantSearchParams),
})
export type InstantSearchRequest = z.infer<typeof InstantSearchRequest>

export const InstantSearchBody = z.object({
  requests: z
    .array(InstantSearchRequest)
    .min(1, 'requests must hold at least one search.')
    .max(MAX_INSTANTSEARCH_REQUESTS, `requests may hold at most ${MAX_INSTANTSEARCH_REQUESTS} searches.`),
})
export type InstantSearchBody = z.infer<typeof InstantSearchBody>

/** The params as Algolia echoes them: URL-encoded, arrays as JSON, in a stable order. */
export function encodeParams(params: InstantSearchParams): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined)
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(entries.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()
}
