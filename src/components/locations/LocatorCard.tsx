import type { DirectoryDealership, SiteLocation } from '@/data/sites/locations'
import { formatDistance } from '@/domain/locations/distance'
import type { ClosedHoursText } from '@/domain/locations/hours'
import { LOCATION_TYPE_LABELS } from '@/domain/locations/location-type'

import { LocationDetails, type LocationLinks } from './LocationDetails'

import styles from './locations.module.css'

type Props = {
  dealership: DirectoryDealership
  /** the card's locations in the spec's type order (stock §9) */
  locations: { location: SiteLocation; km: number | null }[]
  closedText: ClosedHoursText
  linksFor: (l: SiteLocation) => LocationLinks
  now: Date
}

/** Tab labels: the type, with the suburb where a type repeats on one card. */
function tabLabels(locations: SiteLocation[]): string[] {
  const counts = new Map<string, number>()
  for (const l of locations) counts.set(l.type, (counts.get(l.type) ?? 0) + 1)
  return locations.map((l) =>
    counts.get(l.type)! > 1 && l.city ? `${LOCATION_TYPE_LABELS[l.type]} (${l.city})` : LOCATION_TYPE_LABELS[l.type],
  )
}

/**
 * One dealership on the dealer locator (stock §2): a card with a tab per location type. The tabs are
 * radio buttons styled as tabs, so they work without JavaScript; the first is selected on every load,
 * so they reset whenever the search changes (stock §4 "Location tabs").
 */
export function LocatorCard({ dealership, locations, closedText, linksFor, now }: Props) {
  const labels = tabLabels(locations.map((l) => l.location))
  const nearest = locations.reduce<number | null>(
    (min, l) => (l.km === null ? min : min === null ? l.km : Math.min(min, l.km)),
    null,
  )
  const headingId = `dealer-${dealership.id}`
  const badge = locations.find((l) => l.location.badge)?.location.badge
  return (
    <li className={styles.card} data-testid="locator-card">
      <h2 id={headingId} className={styles.cardTitle}>
        {dealership.name}
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        {nearest !== null ? <span className={styles.distance}>{formatDistance(nearest)} away</span> : null}
      </h2>
      <div className={styles.tabs}>
        <fieldset className={styles.tablist}>
          <legend className="visually-hidden">{dealership.name}: location type</legend>
          {locations.map(({ location }, i) => (
            <label key={location.id} className={styles.tab}>
              <input
                type="radio"
                name={`tabs-${dealership.id}`}
                value={i}
                defaultChecked={i === 0}
                autoComplete="off"
              />
              <span>{labels[i]}</span>
            </label>
          ))}
        </fieldset>
        {locations.map(({ location, km }, i) => (
          <section
            key={location.id}
            className={styles.panel}
            data-index={i}
            aria-label={`${labels[i]}: ${location.name}`}
            data-testid="locator-panel"
          >
            <h3>
              {location.name}
              {km !== null ? <span className={styles.distance}> · {formatDistance(km)}</span> : null}
            </h3>
            <LocationDetails
              location={location}
              dealership={dealership}
              closedText={closedText}
              links={linksFor(location)}
              now={now}
            />
          </section>
        ))}
      </div>
    </li>
  )
}
