'use client'

import { useRef, useState } from 'react'

import { fullListHref } from '@/domain/facets/visible-values'
import { api } from '@/http/client'
import type { RefinementKey } from '@/search/types'

import { FacetOption, type FacetOptionView } from './FacetOption'

import styles from './filters.module.css'

/** Where a 'Show all' loads the rest of a facet's values (src/app/api/search/facet-values). */

type Props = {
  facetKey: RefinementKey
  summary: string
  /** The results page's own address: the values' counts and links are for this search. */
  address: string
}

type Loaded = { state: 'idle' | 'loading' | 'failed' } | { state: 'done'; values: FacetOptionView[] }

/**
 * A facet's 'Show all' whose values are not in the page (docs/features/caching.md "Caching and page weight": facets
 * beyond the first values load when opened): they are fetched the first time it is opened (or
 * pointed at), and rendered as the same links. Until then, and without JavaScript, it holds a link
 * to the page with the whole list.
 */
export function FacetMore({ facetKey, summary, address }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' })
  const asked = useRef(false)

  const load = () => {
    if (asked.current) return
    asked.current = true
    setLoaded({ state: 'loading' })
    void api.call('facet-values', { facet: facetKey, address }).then((res) => {
      if (res.ok && res.data) return setLoaded({ state: 'done', values: res.data.values })
      console.warn(
        `facet values for ${facetKey} failed`,
        res.ok ? new Error('no values') : (res.cause ?? new Error(`HTTP ${res.status}`)),
      )
      asked.current = false
      setLoaded({ state: 'failed' })
    })
  }

  return (
    <details className={styles.more} onToggle={(e) => e.currentTarget.open && load()}>
      <summary onPointerEnter={load} onFocus={load}>
        {summary}
      </summary>
      {loaded.state === 'done' ? (
        <ul className={styles.list}>
          {loaded.values.map((o) => (
            <FacetOption key={o.value} {...o} />
          ))}
        </ul>
      ) : loaded.state === 'loading' ? (
        <p className={styles.status} role="status">
          Loading…
        </p>
      ) : (
        <p className={styles.status}>
          {/* the same page with this facet's whole list in it: the way without JavaScript */}
          <a href={fullListHref(address, facetKey)} rel="nofollow">
            {loaded.state === 'failed' ? 'Could not load the list: open it as a page' : 'Show the whole list'}
          </a>
        </p>
      )}
    </details>
  )
}
