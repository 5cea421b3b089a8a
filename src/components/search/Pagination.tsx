import Link from 'next/link'

import type { SearchState } from '@/search/url/state'

import { type UrlContext, withPage } from './hrefs'

import styles from './Pagination.module.css'

/** Page links around the current page; the first page's address has no page parameter (stock §2). */
export function Pagination({ state, pages, ctx }: { state: SearchState; pages: number; ctx: UrlContext }) {
  if (pages <= 1) return null
  const current = Math.min(state.page, pages)
  const window = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b)
  return (
    <nav aria-label="Pages" className={`pagination ${styles.pagination}`}>
      <ul>
        <li>
          {current > 1 ? (
            <Link href={withPage(state, current - 1, ctx)} rel="prev">
              Previous
            </Link>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {window.map((p, i) => (
          <li key={p}>
            {i > 0 && p - window[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
            {p === current ? (
              <span aria-current="page">{p}</span>
            ) : (
              <Link href={withPage(state, p, ctx)} aria-label={`Page ${p}`}>
                {p}
              </Link>
            )}
          </li>
        ))}
        <li>
          {current < pages ? (
            <Link href={withPage(state, current + 1, ctx)} rel="next">
              Next
            </Link>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
