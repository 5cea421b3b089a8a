import { z } from 'zod'

import { REFINEMENT_KEYS } from '@/domain/facets/vocabulary'
import { InstantSearchBody } from '@/search/instantsearch/params'
import { MAX_SEARCH_ADDRESS_LENGTH } from '@/search/url/address'

import { contract } from './define'
import { CarHit } from './vehicles'

/** hitsPerPage is the one parameter of GET /api/search that the search URL parser does not own. */
export const SearchExtra = z.object({
  hitsPerPage: z.coerce.number().int().min(1).max(100).optional(),
})

/**
 * GET /api/search: the /search pages' parameters (query, page, sortBy, one per filter,
 * range[key]=min:max, and `path`, the pretty path after /search/), read by the search URL parser.
 */
const SearchQuery = SearchExtra.extend({
  path: z.string().max(MAX_SEARCH_ADDRESS_LENGTH).optional(),
  query: z.string().optional(),
  page: z.string().optional(),
  sortBy: z.string().optional(),
}).catchall(z.string())

export const FacetValuesQuery = z.object({
  facet: z.enum(REFINEMENT_KEYS, 'facet must be one of the filter keys.'),
  address: z
    .string('address is required.')
    .min(1, 'address is required.')
    .max(MAX_SEARCH_ADDRESS_LENGTH, 'address is too long.'),
})

const FacetCounts = z.record(z.string(), z.record(z.string(), z.number()))

export const searchContracts = {
  search: contract({
    method: 'GET',
    path: '/api/search',
    summary: "Searches the site's stock with the /search pages' parameters",
    audience: 'public',
    request: SearchQuery,
    response: z.object({
      hits: z.array(CarHit),
      facets: FacetCounts,
      count: z.number(),
      pages: z.number(),
      ms: z.number(),
    }),
    status: 200,
    errors: [400, 404, 503],
  }),
  'facet-values': contract({
    method: 'GET',
    path: '/api/search/facet-values',
    summary: "One filter's values behind a results page's 'Show all', with counts and links",
    audience: 'public',
    request: FacetValuesQuery,
    response: z.object({
      values: z.array(
        z.object({ value: z.string(), label: z.string(), count: z.number(), href: z.string(), selected: z.boolean() }),
      ),
    }),
    status: 200,
    errors: [400, 404, 503],
  }),
  instantsearch: contract({
    method: 'POST',
    path: '/api/search/instantsearch',
    summary: "InstantSearch's searchClient.search(requests), scoped to the site",
    audience: 'public',
    request: InstantSearchBody,
    response: z.object({ results: z.array(z.looseObject({ hits: z.array(CarHit), nbHits: z.number() })) }),
    status: 200,
    errors: [400, 404, 413, 503],
  }),
} as const
