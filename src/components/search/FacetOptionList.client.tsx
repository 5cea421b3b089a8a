'use client'

import { FacetOption, type FacetOptionData } from './FacetOption'

import styles from './filters.module.css'

/**
 * A facet's list of values. A client component only for what the page sends (issue 16 §2 "Lighter
 * pages"): each option rendered on the server went in the RSC payload as its whole element tree
 * (class names, aria-label, rel, spans), about 300 bytes; from here it is its label, count and href.
 */
export function FacetOptionList({ options }: { options: readonly FacetOptionData[] }) {
  return (
    <ul className={styles.list}>
      {options.map(([label, count, href, selected]) => (
        <FacetOption key={href} label={label} count={count} href={href} selected={selected === 1} />
      ))}
    </ul>
  )
}
