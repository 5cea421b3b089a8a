import { DEFAULT_HITS_PER_PAGE, DEFAULT_SORT, type SearchQuery, type SortKey } from './types'

/** Typesense's per_page ceiling; the embedded engine keeps the same one so engines agree. */
export const MAX_HITS_PER_PAGE = 250

export function paging(query: Pick<SearchQuery, 'page' | 'hitsPerPage'>): { page: number; hitsPerPage: number } {
  const page = Math.max(1, Math.floor(query.page ?? 1) || 1)
  const hitsPerPage = Math.min(
    MAX_HITS_PER_PAGE,
    Math.max(1, Math.floor(query.hitsPerPage ?? DEFAULT_HITS_PER_PAGE) || DEFAULT_HITS_PER_PAGE),
  )
  return { page, hitsPerPage }
}

export const pageCount = (count: number, hitsPerPage: number) => Math.ceil(count / hitsPerPage)

export const sortOf = (query: Pick<SearchQuery, 'sort'>): SortKey => query.sort ?? DEFAULT_SORT
