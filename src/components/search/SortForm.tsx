import Form from 'next/form'

import type { SearchState } from '@/search/url/state'
import { writeSortParam } from '@/search/url/values'

import { AutoSubmit } from './AutoSubmit.client'
import { HiddenParams, pathOf } from './HiddenParams'
import { hrefFor, type UrlContext } from './hrefs'
import { SortSelect } from './SortSelect.client'

import styles from './results.module.css'

/** Sort as a GET form: plain navigation without JS (its Sort button), client-side with it (next/form). */
export function SortForm({ state, ctx }: { state: SearchState; ctx: UrlContext }) {
  const base = hrefFor({ ...state, page: 1 }, ctx)
  return (
    <Form action={pathOf(base)} className={styles.sort}>
      <HiddenParams href={base} omit={['sortBy', 'page']} />
      <AutoSubmit className={styles.sortField}>
        <SortSelect value={writeSortParam(state.sort)} />
      </AutoSubmit>
      <noscript>
        <button type="submit">Sort</button>
      </noscript>
    </Form>
  )
}
