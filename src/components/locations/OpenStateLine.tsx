import { type HoursSource, openState, openStateText } from '@/domain/locations/open-now'

import styles from './location-details.module.css'

/**
 * "Open now" or "Opens at 8:30 am Monday", in the location's own time zone (docs/features/locations.md "Hours and time
 * zones").
 */
export function OpenStateLine({ source, now }: { source: HoursSource; now: Date }) {
  const state = openState(source, now)
  return (
    <p className={state.kind === 'open' ? styles.open : styles.shut} data-testid="open-state">
      {openStateText(state)}
    </p>
  )
}
