import { splitFacetValues } from '@/domain/facets/visibleValues'
import type { FacetItem, RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url-state'

import { toggleRefinement, type UrlContext } from './hrefs'

type Props = {
  title: string
  facetKey: RefinementKey
  items: FacetItem[]
  state: SearchState
  ctx: UrlContext
  /** Values shown before 'Show all' (refined values are always shown). */
  limit?: number
  /** The disclosure's text; 'Show all (N)' by default. */
  moreLabel?: string
}

/**
 * One facet as links that add or remove its value: plain links that work without JavaScript; the
 * filter panel's ClientNav makes them client-side navigations that keep the current results until
 * the new ones arrive. Values past the first few sit in a <details>, in the page already: opening
 * it needs no request.
 */
export function FacetList({ title, facetKey, items, state, ctx, limit, moreLabel }: Props) {
  if (!items.length) return null
  const selected = new Set(state.refinements[facetKey] ?? [])
  const { shown, rest } = splitFacetValues(items, selected, limit)
  const option = (item: FacetItem) => {
    const on = selected.has(item.value)
    return (
      <li key={item.value}>
        <a
          href={toggleRefinement(state, facetKey, item.value, ctx)}
          className={on ? 'facet__option is-selected' : 'facet__option'}
          aria-current={on ? 'true' : undefined}
          aria-label={`${item.label}, ${item.count} ${item.count === 1 ? 'car' : 'cars'}${on ? ', selected' : ''}`}
          rel="nofollow"
          data-client-nav="1"
        >
          <span className="facet__box" aria-hidden="true">
            {on ? '✓' : ''}
          </span>
          <span className="facet__label">{item.label}</span>
          <span className="facet__count">{item.count}</span>
        </a>
      </li>
    )
  }
  return (
    <fieldset className="facet">
      <legend className="facet__title">{title}</legend>
      <ul className="facet__list">{shown.map(option)}</ul>
      {rest.length ? (
        <details className="facet__more">
          <summary>{moreLabel ?? `Show all (${items.length})`}</summary>
          <ul className="facet__list">{rest.map(option)}</ul>
        </details>
      ) : null}
    </fieldset>
  )
}
