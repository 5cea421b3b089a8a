import type { FacetItem, RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url-state'

import { toggleRefinement, type UrlContext } from './hrefs'

type Props = { title: string; facetKey: RefinementKey; items: FacetItem[]; state: SearchState; ctx: UrlContext }

/**
 * One facet as links that add or remove its value: plain links that work without JavaScript; the
 * filter panel's ClientNav makes them client-side navigations that keep the current results until
 * the new ones arrive.
 */
export function FacetList({ title, facetKey, items, state, ctx }: Props) {
  if (!items.length) return null
  const selected = new Set(state.refinements[facetKey] ?? [])
  return (
    <fieldset className="facet">
      <legend className="facet__title">{title}</legend>
      <ul className="facet__list">
        {items.map((item) => {
          const on = selected.has(item.value)
          return (
            <li key={item.value}>
              <a
                href={toggleRefinement(state, facetKey, item.value, ctx)}
                className={on ? 'facet__option is-selected' : 'facet__option'}
                aria-current={on ? 'true' : undefined}
                rel="nofollow"
                data-client-nav="1"
              >
                <span className="facet__box" aria-hidden="true">
                  {on ? '✓' : ''}
                </span>
                <span className="facet__label">{item.label}</span>
                <span className="facet__count">
                  <span className="visually-hidden">, </span>
                  {item.count}
                  <span className="visually-hidden"> cars{on ? ', selected' : ''}</span>
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
