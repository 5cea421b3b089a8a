import { LEAD_LIMITS } from './extras'

/** spec: finance §3 "lead_attributes (visited_pages, linked_query_params)". */
export type LeadAttributes = { visited_pages: string[]; linked_query_params: Record<string, string> }

export const NO_LEAD_ATTRIBUTES: LeadAttributes = { visited_pages: [], linked_query_params: {} }

/** The longest key and value of a linked query parameter the intake accepts (src/forms/lead-schema.ts). */
export const LINKED_PARAM_LIMITS = { key: 100, value: 500 } as const

/**
 * The shopper's visit so far, with one more page: the path is appended (a reload or a repeat of the
 * last page is not), the oldest pages give way past the intake's limit, and the page's query
 * parameters join the ones linked earlier (the first link's campaign is kept; finance §3). Pure: the
 * browser keeps the result in session storage (src/components/forms/lead-attributes.ts).
 */
export function withPageVisit(history: LeadAttributes, pathname: string, search: string): LeadAttributes {
  const path = pathname.slice(0, LEAD_LIMITS.url)
  const pages = history.visited_pages.at(-1) === path ? history.visited_pages : [...history.visited_pages, path]
  const linked = { ...history.linked_query_params }
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key || key.length > LINKED_PARAM_LIMITS.key || value === '') continue
    if (key in linked) continue // first touch wins: a later page's filter does not replace the campaign
    if (Object.keys(linked).length >= LEAD_LIMITS.linkedQueryParams) break
    linked[key] = value.slice(0, LINKED_PARAM_LIMITS.value)
  }
  return { visited_pages: pages.slice(-LEAD_LIMITS.visitedPages), linked_query_params: linked }
}

/** What a dealer reads of where a lead came from: the campaign's tags and the first page seen. */
export type LeadAttribution = {
  source: string | null
  medium: string | null
  campaign: string | null
  landing_page: string | null
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/**
 * The lead's source, medium, campaign (the link's utm_source, utm_medium and utm_campaign) and landing
 * page (the first page of the visit), from its stored lead_attributes (finance §3). Anything missing
 * or malformed reads as null, so an old lead shows empty values.
 */
export function leadAttribution(attributes: unknown): LeadAttribution {
  const a = (attributes && typeof attributes === 'object' ? attributes : {}) as Record<string, unknown>
  const params = (
    a.linked_query_params && typeof a.linked_query_params === 'object' ? a.linked_query_params : {}
  ) as Record<string, unknown>
  const pages = Array.isArray(a.visited_pages) ? a.visited_pages : []
  return {
    source: textOf(params.utm_source),
    medium: textOf(params.utm_medium),
    campaign: textOf(params.utm_campaign),
    landing_page: textOf(pages[0]),
  }
}
