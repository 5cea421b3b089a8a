'use client'

import styles from './VehicleDetails.module.css'

/**
 * A grid of specifications as label and value pairs. A client component only for what the page
 * sends (docs/features/caching.md "Caching and page weight"): drawn on the server, each row's element tree (its key,
 * class names, dt and dd) went in the RSC payload beside its HTML; from here a row is its two
 * strings.
 */
export function SpecGrid({ rows, id }: { rows: readonly (readonly [label: string, value: string])[]; id: string }) {
  return (
    <dl className={styles.specGrid} data-testid={id}>
      {rows.map(([label, value], i) => (
        <div key={i} className={`spec-grid__row ${styles.row}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
