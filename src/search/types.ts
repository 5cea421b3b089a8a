/**
 * The search contract shared by the engines (embedded, Typesense), the URL state and the pages.
 * Names follow the spec's search filter keys (stock §3) and results (hits, facets, count, pages, ms).
 */
import type { FacetCounts, RangeKey, RefinementKey, SortKey } from '@/domain/facets/vocabulary'
import type { Id } from '@/domain/ids'

// The vocabulary is the domain's (src/domain/facets/vocabulary.ts); engines and URL state use it from here too.
export {
  DEFAULT_SORT,
  type FacetCounts,
  type FacetItem,
  RANGE_KEYS,
  type RangeKey,
  REFINEMENT_KEYS,
  type RefinementKey,
  SORT_KEYS,
  type SortKey,
} from '@/domain/facets/vocabulary'

/** spec: stock §9 "Hits per page default 21." */
export const DEFAULT_HITS_PER_PAGE = 21

/**
 * Which stock a query may see: always the site's own tenant and dealerships, plus the site's listing
 * rules (stock §4 availability, §9 excluded stock numbers). Mandatory on every query.
 */
export type SearchScope = {
  tenantId: Id
  dealershipIds: Id[]
  /** spec: stock §4 sold cars listed for include_sold_cars_days (default 3). */
  includeSoldCarsDays: number
  /**
   * A dealership's own include_sold_cars_days, keyed by String(dealership id): overrides
   * includeSoldCarsDays for that dealership's cars (finance §3 Dealership configuration).
   */
  soldWindowByDealership?: Record<string, number>
  excludedStocknums: string[]
  /** stock §9 "price above 0 when sorting by price ascending on some sites" */
  priceAboveZeroOnPriceSort?: boolean
  /** Epoch ms the listing window is measured from (defaults to now). */
  now?: number
}

export type Range = { min?: number; max?: number }

export type SearchQuery = {
  scope: SearchScope
  text?: string
  refinements?: Partial<Record<RefinementKey, string[]>>
  ranges?: Partial<Record<RangeKey, Range>>
  sort?: SortKey
  /** 1-based */
  page?: number
  hitsPerPage?: number
  /** Facets to count (disjunctively); default: all refinement keys. */
  facets?: readonly RefinementKey[]
}

/** One car as the search index holds it: flat, spec field names, timestamps in epoch seconds. */
export type CarIndexDoc = {
  id: Id
  tenant: Id
  dealership: Id
  dealership_slug: string
  dealership_name: string
  location_name: string | null
  slug: string
  name: string
  make: string
  model: string
  badge: string | null
  series: string | null
  year: number | null
  price: number | null
  before_price: number | null
  offer_price: number | null
  subscription_price: number | null
  weekly_price: number | null
  km: number | null
  car_type: 'new' | 'demo' | 'used'
  /** withdrawn: a car a full stock feed no longer lists; indexed, never shown (the engines show only the three others). */
  status: 'in_stock' | 'coming_soon' | 'sold' | 'withdrawn'
  body: string | null
  transmission: string | null
  fuel: string | null
  drive: string | null
  colour: string | null
  seats: number | null
  city: string | null
  state: string | null
  tag: string | null
  reserved: boolean
  certified: boolean
  preorder: boolean
  item_type: string
  stocknum: string | null
  vin: string | null
  show_on_dealer_website: boolean
  rank: number
  created_at_timestamp: number
  sold_date_timestamp: number | null
  primary_image_url: string | null
  photos_count: number
  features: string[]
  /** The 'categories' facet (stock §3 filter key). The cars collection has no such field yet, so
   * toIndexDoc leaves it out; engines treat a missing list as no categories. */
  categories?: string[]
}

/** spec: stock §3 "Search results: hits, facets, count, pages, ms." */
export type SearchResult = {
  hits: CarIndexDoc[]
  facets: FacetCounts
  count: number
  pages: number
  ms: number
}

export interface SearchEngine {
  readonly name: string
  upsert(cars: CarIndexDoc[]): Promise<void>
  remove(ids: Id[]): Promise<void>
  search(query: SearchQuery): Promise<SearchResult>
  multiSearch(queries: SearchQuery[]): Promise<SearchResult[]>
}
