import { isSearchParam } from '@/search/url/read-params'

/**
 * The query parameters each shopper page reads (its `searchParams`; docs/features/caching.md "Caching and page
 * weight"). Every other parameter (`?utm_source=…`, a cache-busting `?x=…`) changes nothing a page
 * renders, so it is left out of the render and of the shared page cache's key: such addresses share
 * one cached page. The browser keeps its address; scripts read it there. The proxy and the front
 * door both ask this module, so they decide alike. A page that starts reading a parameter must be
 * named here (tests/unit/page-query.test.ts lists every page that reads its query).
 */
type Reads = readonly string[] | ((key: string) => boolean) | 'any'

const CAR_ID = ['car_id']
const RESULTS_PAGE = /^\/(search|used-car)(\/|$)/
const PAGE_READS: readonly [RegExp, Reads][] = [
  // the results pages, also under /used-car/ for the group whose breadcrumbs use it (finance §2)
  [RESULTS_PAGE, (key) => key === 'more' || isSearchParam(key)],
  [/^\/compare$/, ['cars']],
  [/^\/(print|book-test-drive|cars\/trade-in)$/, CAR_ID],
  [/^\/accept-offer$/, ['car_id', 'amount']],
  [/^\/cars\/[^/]+\/(checkout|buy-online)$/, ['reservation', 'paid', 'cancelled']],
  [/^\/sign-in$/, ['type', 'redirect', 'back']],
  [/^\/models$/, ['body']],
  [/^\/models\/order-now$/, ['model_id', 'vehicle']],
  [/^\/finance\/application-received$/, ['ref']],
  [/^\/(service|vehicle-parts-and-accessories)$/, ['location']],
  [/^\/pages\/unsubscribe$/, ['token']],
  [/^\/success$/, ['dealership']], // the lead's dealership, which it thanks (src/domain/leads/thanks.ts)
  // pages that hand their whole query to a form, a filter or a payment step
  [
    /^\/(special-offers|dealer-locator|preview|finance|equifax-finance|personalised\/finance|apply-for-finance|finance-enquiry|finance-pre-approval|online-payment|checkout-journey)$/,
    'any',
  ],
]

const readsOf = (pathname: string): Reads => PAGE_READS.find(([path]) => path.test(pathname))?.[1] ?? []

/** Whether the page at `pathname` reads any query parameter. */
export const readsQuery = (pathname: string) => {
  const reads = readsOf(pathname)
  return typeof reads !== 'object' || reads.length > 0
}

const keyOf = (pair: string) => {
  const raw = pair.split('=', 1)[0]!.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The query string (`?…` or '') the page at `pathname` renders from: `search` without the
 * parameters it does not read, each kept one exactly as it was written, in its order.
 */
export function pageSearch(pathname: string, search: string): string {
  const reads = readsOf(pathname)
  if (reads === 'any' || search === '' || search === '?') return search === '?' ? '' : search
  const wanted = typeof reads === 'function' ? reads : (key: string) => reads.includes(key)
  const pairs = search.slice(1).split('&')
  const kept = pairs.filter((pair) => pair !== '' && wanted(keyOf(pair)))
  return kept.length === pairs.length ? search : kept.length ? `?${kept.join('&')}` : ''
}

/** Results pages past this are answered 404 at once: no site lists 21 × 10,000 cars. */
export const MAX_RESULTS_PAGE = 10_000

/** True when a results address asks for a page no site can have (`?page=99999999`). */
export function beyondLastResultsPage(pathname: string, search: string): boolean {
  if (!RESULTS_PAGE.test(pathname)) return false
  return new URLSearchParams(search)
    .getAll('page')
    .some((value) => /^\s*\d+\s*$/.test(value) && Number(value) > MAX_RESULTS_PAGE)
}
