import Form from 'next/form'

import { SORT_LABELS } from '@/domain/facets/sort-labels'
import { SORT_KEYS } from '@/search/types'
import type { SearchState } from '@/search/url/state'
import { writeSortParam } from '@/search/url/values'

import { AutoSubmit } from './AutoSubmit.client'
import { HiddenParams, pathOf } from './HiddenParams'
import { hrefFor, type UrlContext } from './hrefs'

import styles from './results.module.css'

/** Sort as a GET form: plain navigation without JS (its Sort button), client-side with it (next/form). */
export function SortForm({ state, ctx }: { state: SearchState; ctx: UrlContext }) {
  const base = hrefFor({ ...state, page: 1 }, ctx)
  return (
    <Form action={pathOf(base)} className={styles.sort}>
      <HiddenParams href={base} omit={['sortBy', 'page']} />
      <AutoSubmit className={styles.sortField}>
        <label htmlFor="search-sort">Sort by</label>
        <select id="search-sort" name="sortBy" defaultValue={writeSortParam(state.sort)}>
          {SORT_KEYS.map((key) => (
            <option key={key} value={writeSortParam(key)}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </AutoSubmit>
      <noscript>
        <button type="submit">Sort</button>
      </noscript>
    </Form>
  )
}
