import { type LeadAttributes, NO_LEAD_ATTRIBUTES, withPageVisit } from '@/domain/leads/attribution'

/** Where the visit's pages and linked query parameters are kept: this tab's session, this site's origin. */
export const PAGE_HISTORY_KEY = 'forecourt:page-history'

type Place = { pathname: string; search: string }
type Store = Pick<Storage, 'getItem' | 'setItem'>

const sessionStore = (): Store | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null // storage refused (private mode, a sandboxed frame)
  }
}

function readHistory(store: Store | null): LeadAttributes {
  try {
    const raw = store?.getItem(PAGE_HISTORY_KEY)
    const parsed = raw ? (JSON.parse(raw) as Partial<LeadAttributes>) : null
    if (!parsed || !Array.isArray(parsed.visited_pages) || typeof parsed.linked_query_params !== 'object')
      return NO_LEAD_ATTRIBUTES
    return {
      visited_pages: parsed.visited_pages.filter((p): p is string => typeof p === 'string'),
      linked_query_params: Object.fromEntries(
        Object.entries(parsed.linked_query_params ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
    }
  } catch {
    return NO_LEAD_ATTRIBUTES
  }
}

/** Adds this page to the visit (src/components/layout/PageHistory.client.tsx calls it on every page). */
export function recordPageVisit(place: Place = window.location, store: Store | null = sessionStore()): LeadAttributes {
  const next = withPageVisit(readHistory(store), place.pathname, place.search)
  try {
    store?.setItem(PAGE_HISTORY_KEY, JSON.stringify(next))
  } catch {
    // full storage: the lead still carries the page it was sent from
  }
  return next
}

/**
 * spec: finance §3 "lead_attributes (visited_pages, linked_query_params)": what every lead form sends,
 * the finance enquiry's included (src/components/forms/submit-lead.ts). The page the form is on is
 * always part of it, even when storage is refused.
 */
export function currentLeadAttributes(
  place: Place | null = typeof window === 'undefined' ? null : window.location,
  store: Store | null = sessionStore(),
): LeadAttributes {
  // Outside a browser (a test, a server render) there is no page: the history alone, usually empty.
  if (!place) return readHistory(store)
  return withPageVisit(readHistory(store), place.pathname, place.search)
}
