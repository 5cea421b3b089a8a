import type { DirectoryDealership, SiteLocation } from '@/data/sites/locations'
import { LOCATION_PAGE_LINK_TEXT, swipeHint } from '@/domain/locations/carousel'
import type { ClosedHoursText } from '@/domain/locations/hours'

import { LocationDetails, type LocationLinks } from './LocationDetails'

import styles from './carousel.module.css'

type Props = {
  /** the cards, already in list order (carouselLocations / vehicleBlockLocations) */
  locations: SiteLocation[]
  dealerships: DirectoryDealership[]
  closedText: ClosedHoursText
  linksFor: (l: SiteLocation) => LocationLinks
  now: Date
  /** the list's accessible name (the section's heading is the caller's) */
  label: string
  headingLevel?: 2 | 3
  /** false where the page masks phone numbers until a reveal (see LocationDetails) */
  showPhone?: boolean
}

/**
 * A row of location cards (finance §2 "Locations list: carousel of location cards"; "Location card:
 * image or map, name, address, phone, opening hours, licence numbers, 'Get Directions', contact link
 * or 'Book a Service', and 'View Details'", in a list "Each card has 'View Location'"; a heading badge such as 'COMING EARLY 2026'). Server-rendered
 * and scrolled by CSS scroll-snap, no script: the list is a focusable scroll region (arrow keys scroll
 * it) and every card's links are in the tab order, so focusing one scrolls it into view.
 */
export function LocationCarousel({
  locations,
  dealerships,
  closedText,
  linksFor,
  now,
  label,
  headingLevel = 3,
  showPhone = true,
}: Props) {
  if (!locations.length) return null
  const byId = new Map(dealerships.map((d) => [String(d.id), d]))
  const hint = swipeHint(locations.length)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className={styles.carousel} data-testid="location-carousel">
      {hint.small || hint.large ? (
        <p
          className={styles.swipe}
          data-small={hint.small ? '' : undefined}
          data-large={hint.large ? '' : undefined}
          aria-hidden="true"
          data-testid="swipe-hint"
        >
          Swipe
        </p>
      ) : null}
      {/* A scroll region needs to be reachable by keyboard (axe scrollable-region-focusable). */}
      <ul className={styles.track} aria-label={label} tabIndex={0}>
        {locations.map((l) => {
          const dealership = byId.get(String(l.dealershipId))
          if (!dealership) return null
          return (
            <li key={l.id} className={styles.slide} data-testid="location-card">
              <article className={styles.card} aria-labelledby={`location-card-${l.id}`}>
                <Heading id={`location-card-${l.id}`} className={styles.name}>
                  {l.name}
                  {l.badge ? <span className={styles.badge}>{l.badge}</span> : null}
                </Heading>
                <LocationDetails
                  location={l}
                  dealership={dealership}
                  closedText={closedText}
                  links={linksFor(l)}
                  now={now}
                  showPhone={showPhone}
                  pageLinkText={LOCATION_PAGE_LINK_TEXT.carousel}
                />
              </article>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
