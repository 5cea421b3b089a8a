import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, permanentRedirect } from 'next/navigation'

import { ServiceLeadForm } from '@/components/forms/ServiceLeadForm.client'
import { metadataUnlessMissing } from '@/components/layout/not-found'
import { StaticImage } from '@/components/ui/StaticImage.client'
import { siteOrigin } from '@/data/sites/request-origin'
import { addressLine, localityLine } from '@/domain/locations/address'
import { localMoment } from '@/domain/locations/clock'
import { locationDirectionsUrl, mapUrl } from '@/domain/locations/directions'
import { weekHours } from '@/domain/locations/hours'
import { locationPath, type LocationPathPrefix } from '@/domain/locations/paths'
import { holidayHours } from '@/domain/locations/special-hours'
import { displayPhone, telHref } from '@/domain/phone/format'
import { locationJsonLd } from '@/domain/seo/location-json-ld'
import { jsonLdScript } from '@/domain/seo/vehicle-json-ld'
import { siteFeature } from '@tenants/flags'

import { HolidayHoursDialog } from './HolidayHoursDialog.client'
import { jsonLdLocationOf } from './json-ld-location-of'
import { loadLocationPage } from './load-location-page'
import { OpeningHoursTable } from './OpeningHoursTable'
import { OpenStateLine } from './OpenStateLine'
import { ReviewsSection } from './ReviewsSection'
import { Stars } from './Stars'
import { TypeSwitcher } from './TypeSwitcher'

import details from './location-details.module.css'
import styles from './locations.module.css'

export type LocationRouteProps = { params: Promise<{ site: string; slug: string }> }
type Prefix = LocationPathPrefix | 'locations'

async function load(props: LocationRouteProps, prefix: Prefix) {
  const { site, slug } = await props.params
  const page = await loadLocationPage(site, slug)
  if (!page) notFound()
  const own = siteFeature(page.site, 'location_path')
  // The site's other location prefix is the same page under its configured address (stock §2).
  if (prefix !== 'locations' && prefix !== own) permanentRedirect(locationPath(own, page.location.slug))
  return { ...page, own }
}

export const locationMetadata = (props: LocationRouteProps, prefix: Prefix): Promise<Metadata> =>
  metadataUnlessMissing(() => locationPageMetadata(props, prefix))

async function locationPageMetadata(props: LocationRouteProps, prefix: Prefix): Promise<Metadata> {
  const { location, dealership, own } = await load(props, prefix)
  return {
    title: location.name,
    description: `${location.name}, ${addressLine(location)}: opening hours, directions and contact details for ${dealership.name}.`,
    alternates: { canonical: locationPath(own, location.slug) },
  }
}

/**
 * A location's page (stock §2 /contact-us/{slug} or /our-location/{slug}; finance §2 /locations/{slug}):
 * address and directions, rating summary, opening hours Monday to Sunday in the location's own time
 * zone, the type dropdown, holiday hours, the contact form at #form-section, reviews at #reviews and
 * the map at #vehicle-map, with JSON-LD.
 */
export async function LocationPage({ props, prefix }: { props: LocationRouteProps; prefix: Prefix }) {
  const { site, location: l, dealership, siblings, reviews, directory, own } = await load(props, prefix)
  const now = new Date()
  const here = localMoment(now, l.timeZone)
  const closedText = siteFeature(site, 'closed_hours_text')
  const holidays = holidayHours(l.special_hours, { now, timeZone: l.timeZone, locationId: l.id })
  const hrefOf = (x: { slug: string }) => locationPath(prefix === 'locations' ? own : prefix, x.slug)
  const origin = await siteOrigin(site)
  const shownRating =
    reviews?.shown && reviews.average_rating !== null ? { average: reviews.average_rating, count: reviews.count } : null
  const jsonLd = locationJsonLd({
    ...jsonLdLocationOf(l, { origin, path: locationPath(own, l.slug), dealershipName: dealership.name }),
    holidays,
    rating: shownRating,
  })
  const formKind = l.type === 'service' || l.type === 'parts' ? l.type : null
  const formLocations = formKind ? directory.locations.filter((x) => x.type === formKind) : []

  return (
    <article className={styles.page} data-testid="location-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <header>
        <h1 className={styles.cardTitle}>
          {l.name}
          {l.badge ? <span className={styles.badge}>{l.badge}</span> : null}
        </h1>
        <div className={details.actions}>
          <span>{dealership.name}</span>
          <TypeSwitcher current={l} siblings={siblings} hrefOf={hrefOf} />
        </div>
        {shownRating ? (
          <p>
            <a href="#reviews">
              <Stars rating={shownRating.average} count={shownRating.count} id="rating-summary" />
            </a>
          </p>
        ) : null}
        <OpenStateLine
          source={{
            opening_hours: l.opening_hours,
            special_hours: l.special_hours,
            timeZone: l.timeZone,
            locationId: l.id,
          }}
          now={now}
        />
      </header>

      <div className={styles.layout}>
        <div>
          <section aria-labelledby="address-heading">
            <h2 id="address-heading">Address</h2>
            <address>
              {l.street ? (
                <>
                  {l.street}
                  <br />
                </>
              ) : null}
              {localityLine(l)}
            </address>
            <p className={details.actions}>
              <a href={locationDirectionsUrl(l)} target="_blank" rel="noopener noreferrer">
                Get Directions
              </a>
              {l.phone ? <a href={telHref(l.phone)}>Call {displayPhone(l.phone)}</a> : null}
              {dealership.url ? (
                <a href={dealership.url} target="_blank" rel="noopener noreferrer">
                  Visit Website
                </a>
              ) : null}
            </p>
            {l.dealer_license_number || l.motor_vehicle_repairer ? (
              <p className={details.licences}>
                {[
                  l.dealer_license_number && `DL# ${l.dealer_license_number}`,
                  l.motor_vehicle_repairer && `MVR# ${l.motor_vehicle_repairer}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
          </section>

          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading">Opening hours</h2>
            <OpeningHoursTable
              rows={weekHours(l.opening_hours, closedText)}
              today={here.weekday}
              enquireHref="#form-section"
              caption={`Opening hours of ${l.name}`}
            />
            <p className={styles.muted}>
              Times are local to {l.city ?? 'the location'} ({l.timeZone.replace('Australia/', '').replace('_', ' ')}{' '}
              time).
            </p>
            {holidays.length ? <HolidayHoursDialog rows={holidays} id="holiday-hours" /> : null}
          </section>

          <section id="form-section" aria-labelledby="form-heading">
            <h2 id="form-heading">
              {formKind === 'service' ? 'Book a Service' : formKind === 'parts' ? 'Parts enquiry' : 'Contact us'}
            </h2>
            {formKind ? (
              <ServiceLeadForm
                kind={formKind}
                locations={formLocations.map((x) => ({ id: String(x.id), name: x.name }))}
                defaultLocationId={String(l.id)}
                today={here.date}
                requireTerms={siteFeature(site, 'require_terms')}
              />
            ) : (
              <p>
                {l.phone ? (
                  <>
                    Call us on <a href={telHref(l.phone)}>{displayPhone(l.phone)}</a>
                    {dealership.email ? ' or ' : ''}
                  </>
                ) : null}
                {dealership.email ? (
                  <>
                    email <a href={`mailto:${dealership.email}`}>{dealership.email}</a>
                  </>
                ) : null}
                . You can also{' '}
                <Link href="/contact" prefetch={false}>
                  send us an enquiry
                </Link>
                .
              </p>
            )}
          </section>
        </div>

        <section id="vehicle-map" aria-labelledby="map-heading">
          <h2 id="map-heading">Map</h2>
          {l.image ? (
            <StaticImage
              className={details.media}
              src={l.image.url}
              alt={l.image.alt}
              width={640}
              height={360}
              loading="eager"
            />
          ) : null}
          <p className={details.actions}>
            {l.lat !== null && l.lng !== null ? (
              <a href={mapUrl(l.lat, l.lng)} target="_blank" rel="noopener noreferrer">
                View {l.name} on Google Maps
              </a>
            ) : null}
            <a href={locationDirectionsUrl(l)} target="_blank" rel="noopener noreferrer">
              Directions to {l.name}
            </a>
          </p>
        </section>
      </div>

      {reviews ? <ReviewsSection reviews={reviews} timeZone={l.timeZone} now={now} /> : null}
    </article>
  )
}
