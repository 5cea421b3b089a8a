import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ServiceLeadForm } from '@/components/forms/ServiceLeadForm.client'
import { LocationContacts } from '@/components/locations/LocationContacts'
import styles from '@/components/locations/locations.module.css'
import { getSiteDirectory, locationsFor, siteRef } from '@/data/locations'
import { getSite } from '@/data/sites'
import { localMoment } from '@/domain/locations/clock'
import { locationPath } from '@/domain/locations/paths'
import { bookingIsExternalOnly, serviceBookingLinks } from '@/domain/locations/serviceBooking'
import { DEFAULT_TIME_ZONE } from '@/domain/locations/timeZones'
import { siteFeature } from '@tenants/flags'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Book a Service' }

/**
 * /service (stock §2, finance §2 "book a service"): the dealerships' online booking links where
 * configured, and the service booking form (a lead of kind 'service') unless the site books only
 * through its external system. `?location={slug}` preselects a service centre.
 */
export default async function ServicePage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const wanted = (await searchParams).location
  const directory = await getSiteDirectory(siteRef(site))
  const locations = locationsFor(directory, 'service')
  const links = serviceBookingLinks(directory.dealerships)
  const externalOnly = bookingIsExternalOnly(siteFeature(site, 'external_service_booking'), directory.dealerships)
  const prefix = siteFeature(site, 'location_path')
  const now = new Date()
  const preselected = locations.find((l) => l.slug === wanted) ?? (locations.length === 1 ? locations[0] : undefined)
  return (
    <div className={styles.page}>
      <h1>Book a Service</h1>
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
          <h2 id="service-centres">Our service centres</h2>
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
