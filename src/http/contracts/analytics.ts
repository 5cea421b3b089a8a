import { z } from 'zod'

import { MAX_SEARCH_ADDRESS_LENGTH } from '@/search/url/address'

import { contract, Ok } from './define'

/** Far past any site's stock; a bigger count is not a results page's. */
const MAX_SEARCH_COUNT = 10_000_000

/** The body of every car event: one slug of a car on the request's site. */
export const CarEventBody = z.object({
  car_slug: z.string().trim().min(1, 'car_slug is required.').max(200, 'car_slug is too long.'),
})

/** stock §9 "49 search view": the results address and its count. */
export const SearchViewBody = z.object({
  path: z
    .string()
    .min(1, 'path is required.')
    .max(MAX_SEARCH_ADDRESS_LENGTH, 'path is too long.')
    .startsWith('/', 'path must be an address on this site, starting with /.'),
  count: z
    .number('count must be a number.')
    .int('count must be a whole number.')
    .min(0, 'count must be 0 or more.')
    .max(MAX_SEARCH_COUNT, 'count is too large.'),
})

const carEvent = (path: string, summary: string) =>
  contract({
    method: 'POST',
    path,
    summary,
    audience: 'public',
    request: CarEventBody,
    response: Ok,
    status: 202,
    errors: [400, 404, 413, 429],
    beacon: true,
  })

/**
 * Analytics events sent by the browser (docs/features/caching.md "Caching and page weight": pages write nothing while
 * they render). A beacon's body is text/plain; the endpoints read it as JSON whatever its type.
 */
export const analyticsContracts = {
  'event-calculator': carEvent('/api/analytics/calculator', 'The finance calculator was first changed (finance §4)'),
  'event-favourite': carEvent('/api/analytics/favourite', 'A car was added to the favourites (stock §9 "39")'),
  'event-print': carEvent('/api/analytics/print', 'A car\'s printable page was opened (stock §9 "61 print")'),
  'event-search-view': contract({
    method: 'POST',
    path: '/api/analytics/search-view',
    summary: 'A results page was shown (stock §9 "49 search view")',
    audience: 'public',
    request: SearchViewBody,
    response: Ok,
    status: 202,
    errors: [400, 404, 413, 429],
    beacon: true,
  }),
} as const
