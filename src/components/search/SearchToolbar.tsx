import Form from 'next/form'

import type { SearchState } from '@/search/url/state'

import { hrefFor, type UrlContext } from './hrefs'
import { HiddenParams, pathOf } from './HiddenParams'

/** Text search as a GET form: plain navigation without JS, client-side with it (next/form). Sort sits in the results bar (SortForm). */
export function SearchToolbar({ state, ctx }: { state: SearchState; ctx: UrlContext }) {
  const base = hrefFor({ ...state, page: 1 }, ctx)
  return (
    <div className="search-toolbar">
      <Form action={pathOf(base)} className="search-toolbar__text" role="search">
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
