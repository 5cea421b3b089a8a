import { ServiceLeadForm } from '@/components/forms/ServiceLeadForm.client'
import type { SiteDirectory, SiteLocation } from '@/data/sites/locations'
import type { SiteContext } from '@/data/sites/sites'
import { localMoment } from '@/domain/locations/clock'
import { locationPath } from '@/domain/locations/paths'
import { bookingIsExternalOnly, type BookingLink } from '@/domain/locations/service-booking'
import { DEFAULT_TIME_ZONE } from '@/domain/locations/time-zones'
import { siteFeature } from '@tenants/flags'

import { LocationContacts } from './LocationContacts'

import styles from './locations.module.css'

type Props = {
  site: SiteContext
  directory: SiteDirectory
  title: string
  /** the booking links to offer (all of the site's, or a service page's make) */
  links: BookingLink[]
  /** the service centres the form offers and the page lists */
  locations: SiteLocation[]
  /** `?location={slug}` or a service page's own centre */
  preselectSlug?: string | null
}

/**
 * A book-a-service page (stock §2, finance §2 "/service (book a service)" and the per-site service
 * pages): the online booking links where configured, and the service booking form (a lead of kind
 * 'service') unless the site books only through its external system.
 */
export function ServiceBooking({ site, directory, title, links, locations, preselectSlug }: Props) {
  const externalOnly = bookingIsExternalOnly(siteFeature(site, 'external_service_booking'), directory.dealerships)
  const prefix = siteFeature(site, 'location_path')
  const now = new Date()
  const preselected =
    locations.find((l) => l.slug === preselectSlug) ?? (locations.length === 1 ? locations[0] : undefined)
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {links.length ? (
        <section aria-labelledby="booking-links">
          <h2 id="booking-links">Book online</h2>
          <ul className={styles.bookingLinks}>
            {links.map((l) => (
              <li key={l.url}>
                <a className="button" href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {externalOnly || !locations.length ? null : (
        <section id="form-section" aria-labelledby="service-form-heading">
          <h2 id="service-form-heading">{links.length ? 'Or request a booking' : 'Request a booking'}</h2>
          <p>Tell us when suits you and what your car needs; our service team will confirm your booking.</p>
          <ServiceLeadForm
            kind="service"
            locations={locations.map((l) => ({ id: String(l.id), name: l.name }))}
            defaultLocationId={preselected ? String(preselected.id) : undefined}
            today={localMoment(now, preselected?.timeZone ?? locations[0]?.timeZone ?? DEFAULT_TIME_ZONE).date}
            requireTerms={siteFeature(site, 'require_terms')}
          />
        </section>
      )}
      {locations.length ? (
        <section aria-labelledby="service-centres">
          <h2 id="service-centres">{locations.length === 1 ? 'Our service centre' : 'Our service centres'}</h2>
          <LocationContacts
            locations={locations}
            closedText={siteFeature(site, 'closed_hours_text')}
            pageOf={(l) => locationPath(prefix, l.slug)}
            now={now}
          />
        </section>
      ) : null}
    </div>
  )
}
