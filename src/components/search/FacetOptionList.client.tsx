'use client'

import type { RefinementKey } from '@/search/types'

import { FacetMore } from './FacetMore.client'
import { FacetOption, type FacetOptionData } from './FacetOption'

import styles from './filters.module.css'

/**
 * A facet's list of values. A client component only for what the page sends (docs/features/caching.md "Caching and
 * page weight"): each option rendered on the server went in the RSC payload as its whole element
 * tree (class names, aria-label, rel, spans), about 300 bytes; from here it is its label, count and
 * href.
 */
function FacetOptionList({ options, path }: { options: readonly FacetOptionData[]; path: string }) {
  return (
    <ul className={styles.list}>
      {options.map(([label, count, href, selected]) => (
        <FacetOption
          key={href}
          label={label}
          count={count}
          href={href.startsWith('?') ? path + href : href}
          selected={selected === 1}
        />
      ))}
    </ul>
  )
}

type Props = {
  facetKey: RefinementKey
  title: string
  /** The values shown first (FACET_VALUES_SHOWN, and every refined one). */
  options: readonly FacetOptionData[]
  /** The 'Show all' disclosure's text, when there are more values … */
  more?: string
  /** … which are in the page (the address asked for this facet's whole list with ?more=) … */
  rest?: readonly FacetOptionData[]
  /** … or are loaded when it is opened, for this results page's address. */
  address?: string
  /** The path the options' hrefs that start with '?' are on (facetOptionData). */
  path?: string
}

/**
 * One facet of the filter panel: its fieldset, title and values, and its 'Show all'. Drawn here, not
 * on the server, for the same reason as its options: the payload holds the facet's key, title and
 * values rather than the fieldset's element tree (docs/features/caching.md "Caching and page weight").
 */
export function FacetFieldset({ facetKey, title, options, more, rest, address = '', path = '' }: Props) {
  return (
    <fieldset className={styles.facet} id={`facet-${facetKey}`}>
      <legend>{title}</legend>
      <FacetOptionList options={options} path={path} />
      {!more ? null : rest ? (
        <details className={styles.more} open>
          <summary>{more}</summary>
          <FacetOptionList options={rest} path={path} />
        </details>
      ) : (
        // another search is another list: nothing loaded for the last one is kept
        <FacetMore key={address} facetKey={facetKey} summary={more} address={address} />
      )}
    </fieldset>
  )
}
