import type { CarStatus, CarType } from '@/domain/cars/vocabulary'
import { normalizeSearchState, type SearchState, writeSearchUrl } from '@/search/url/state'

/**
 * The default stock filter (stock §9 "A default stock filter is chosen per site by a numeric option
 * from 0 to 14; the exact meaning is not shown"). Stored as the number in the site's settings
 * (`settings.default_stock_filter`); this registry gives each number its meaning. It decides where
 * the home page's "Search all stock" goes and what a bare /search shows.
 *
 * The 15 options: the seven combinations of new, demo and used, each with coming-soon cars (0-6)
 * and without them (7-13), and coming-soon cars alone (14). "Without coming soon" keeps in-stock
 * cars and the recently sold ones the site lists (stock §4 sold window).
 */
export type DefaultStockFilter = {
  value: number
  label: string
  description: string
  car_type?: CarType[]
  status?: CarStatus[]
}

const WITHOUT_COMING_SOON: CarStatus[] = ['in_stock', 'sold']

const TYPE_SETS: { label: string; car_type?: CarType[] }[] = [
  { label: 'All stock' },
  { label: 'New', car_type: ['new'] },
  { label: 'Demo', car_type: ['demo'] },
  { label: 'Used', car_type: ['used'] },
  { label: 'New and demo', car_type: ['new', 'demo'] },
  { label: 'New and used', car_type: ['new', 'used'] },
  { label: 'Demo and used', car_type: ['demo', 'used'] },
]

const describe = (label: string, comingSoon: boolean) =>
  `${label === 'All stock' ? 'New, demo and used' : label} cars, ${comingSoon ? 'with' : 'without'} coming-soon cars.`

export const DEFAULT_STOCK_FILTERS: readonly DefaultStockFilter[] = [
  ...TYPE_SETS.map((t, i) => ({
    value: i,
    label: t.label,
    description: describe(t.label, true),
    ...(t.car_type ? { car_type: t.car_type } : {}),
  })),
  ...TYPE_SETS.map((t, i) => ({
    value: TYPE_SETS.length + i,
    label: `${t.label}, in stock only`,
    description: describe(t.label, false),
    ...(t.car_type ? { car_type: t.car_type } : {}),
    status: WITHOUT_COMING_SOON,
  })),
  {
    value: 14,
    label: 'Coming soon only',
    description: 'Only cars marked coming soon, of any car type.',
    status: ['coming_soon'],
  },
]

/** spec: stock §9 "a numeric option from 0 to 14"; 0 (all stock, the default search page) when unset. */
export const DEFAULT_STOCK_FILTER_VALUE = 0
export const DEFAULT_STOCK_FILTER_MAX = DEFAULT_STOCK_FILTERS.length - 1

/** The option a site's stored number stands for; a missing or unknown number is option 0. */
export function defaultStockFilter(value: number | null | undefined): DefaultStockFilter {
  const option =
    DEFAULT_STOCK_FILTERS.find((f) => f.value === value) ?? DEFAULT_STOCK_FILTERS[DEFAULT_STOCK_FILTER_VALUE]
  if (!option) throw new Error(`No default stock filter option ${DEFAULT_STOCK_FILTER_VALUE}`)
  return option
}

/** The option as search refinements (car_type and status lists), for a search state. */
export function defaultStockRefinements(value: number | null | undefined): { car_type?: string[]; status?: string[] } {
  const f = defaultStockFilter(value)
  return { ...(f.car_type ? { car_type: [...f.car_type] } : {}), ...(f.status ? { status: [...f.status] } : {}) }
}

/** Where the home page's "Search all stock" goes: the search the site's default stock filter stands for. */
export const defaultStockSearchHref = (settings: { default_stock_filter?: number | null }): string =>
  writeSearchUrl({ refinements: defaultStockRefinements(settings.default_stock_filter) })

/** A bare /search: the default stock filter's refinements for the keys the address leaves open. */
export const bareSearchState = (state: SearchState, settings: { default_stock_filter?: number | null }): SearchState =>
  normalizeSearchState({
    ...state,
    refinements: { ...defaultStockRefinements(settings.default_stock_filter), ...state.refinements },
  })
