import Form from 'next/form'

import type { SearchState } from '@/search/url/state'

import { HiddenParams, pathOf } from './HiddenParams'
import { hrefFor, type UrlContext } from './hrefs'

import styles from './results.module.css'

/** Text search as a GET form: plain navigation without JS, client-side with it (next/form). Sort sits in the results bar (SortForm). */
export function SearchToolbar({ state, ctx }: { state: SearchState; ctx: UrlContext }) {
  const base = hrefFor({ ...state, page: 1 }, ctx)
  return (
    <div className={styles.toolbar}>
      <Form action={pathOf(base)} className={styles.textSearch} role="search">
        <label htmlFor="search-query">Search stock</label>
        <input
          id="search-query"
          name="query"
          type="search"
          defaultValue={state.text ?? ''}
          placeholder="Make, model or stock number"
        />
        <HiddenParams href={base} omit={['query', 'page']} />
        <button type="submit">Search</button>
      </Form>
    </div>
  )
}
