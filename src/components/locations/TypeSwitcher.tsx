import type { SiteLocation } from '@/data/sites/locations'
import { LOCATION_TYPE_LABELS } from '@/domain/locations/location-type'

import styles from './locations.module.css'

/**
 * The dropdown between a dealership's location types (finance §2 "A dropdown switches between location
 * types (Sales, Service, Parts)"): a disclosure of links, so it works without JavaScript.
 */
export function TypeSwitcher({
  current,
  siblings,
  hrefOf,
}: {
  current: SiteLocation
  siblings: SiteLocation[]
  hrefOf: (l: SiteLocation) => string
}) {
  if (siblings.length < 2) return null
  return (
    <details className={styles.switcher}>
      <summary>
        <span className="visually-hidden">Location type: </span>
        {LOCATION_TYPE_LABELS[current.type]}
      </summary>
      <ul>
        {siblings.map((l) => (
          <li key={l.id}>
            <a href={hrefOf(l)} aria-current={l.id === current.id ? 'page' : undefined}>
              {LOCATION_TYPE_LABELS[l.type]}
              {siblings.filter((s) => s.type === l.type).length > 1 && l.city ? ` (${l.city})` : ''}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
