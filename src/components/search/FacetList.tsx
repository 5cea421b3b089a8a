import Link from 'next/link'

import type { FacetItem, RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url-state'

import { toggleRefinement, type UrlContext } from './hrefs'

type Props = { title: string; facetKey: RefinementKey; items: FacetItem[]; state: SearchState; ctx: UrlContext }

/**
 * One facet as links that add or remove its value: works without JavaScript, and Next's Link makes
 * each refinement a client-side navigation that keeps the current results until the new ones arrive.
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
              <Link
                href={toggleRefinement(state, facetKey, item.value, ctx)}
                className={on ? 'facet__option is-selected' : 'facet__option'}
                aria-current={on ? 'true' : undefined}
                rel="nofollow"
                scroll={false}
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
              </Link>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
