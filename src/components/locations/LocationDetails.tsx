import { StaticImage } from '@/components/ui/StaticImage.client'
import type { DirectoryDealership, SiteLocation } from '@/data/sites/locations'
import { localityLine } from '@/domain/locations/address'
import { LOCATION_PAGE_LINK_TEXT, type LocationPageLinkText } from '@/domain/locations/carousel'
import { locationDirectionsUrl, mapUrl } from '@/domain/locations/directions'
import { type ClosedHoursText, weekHours } from '@/domain/locations/hours'
import { displayPhone, telHref } from '@/domain/phone/format'
import { dealershipStockHref } from '@/search/url/links'

import { OpeningHoursTable } from './OpeningHoursTable'
import { OpenStateLine } from './OpenStateLine'

import styles from './location-details.module.css'

export type LocationLinks = {
  /** the location's own page (contact-us / our-location) */
  page: string
  /** 'Book a Service' for service locations, else the contact link */
  service: string
  viewOurStock: boolean
}

type Props = {
  location: SiteLocation
  dealership: DirectoryDealership
  closedText: ClosedHoursText
  links: LocationLinks
  now: Date
  /** false where the site masks phone numbers until a reveal (the vehicle page, stock §4 "Phone reveal") */
  showPhone?: boolean
  /** the link to the location's page: a card's 'View Details', a carousel card's 'View Location' (finance §2) */
  pageLinkText?: LocationPageLinkText
}

/**
 * One location on a card (stock §2 dealer locator; finance §2 location card): image or map link, address,
 * open state, opening hours, phone, licence numbers (DL#, MVR#), 'Visit Website', 'Get Directions',
 * 'View Details' ('View Location' in a carousel), 'Book a Service' or a contact link, and 'View Our Stock' where the site says.
 */
export function LocationDetails({
  location: l,
  dealership,
  closedText,
  links,
  now,
  showPhone = true,
  pageLinkText = LOCATION_PAGE_LINK_TEXT.card,
}: Props) {
  const dl = l.dealer_license_number ?? dealership.dealer_license_number
  const mvr = l.motor_vehicle_repairer ?? dealership.motor_vehicle_repairer
  return (
    <div className={styles.details}>
      {l.image ? (
        <StaticImage
          className={styles.media}
          src={l.image.url}
          alt={l.image.alt}
          width={640}
          height={360}
          loading="lazy"
        />
      ) : null}
      <address>
        {l.street ? (
          <>
            {l.street}
            <br />
          </>
        ) : null}
        {localityLine(l)}
      </address>
      <OpenStateLine
        source={{
          opening_hours: l.opening_hours,
          special_hours: l.special_hours,
          timeZone: l.timeZone,
          locationId: l.id,
        }}
        now={now}
      />
      <OpeningHoursTable
        rows={weekHours(l.opening_hours, closedText)}
        enquireHref={`${links.page}#form-section`}
        caption={`Opening hours of ${l.name}`}
        compact
      />
      {showPhone && l.phone ? (
        <p>
          Phone: <a href={telHref(l.phone)}>{displayPhone(l.phone)}</a>
        </p>
      ) : null}
      {dl || mvr ? (
        <p className={styles.licences}>
          {dl ? <>DL# {dl}</> : null}
          {dl && mvr ? ' · ' : null}
          {mvr ? <>MVR# {mvr}</> : null}
        </p>
      ) : null}
      <p className={styles.actions}>
        <a href={locationDirectionsUrl(l)} target="_blank" rel="noopener noreferrer">
          Get Directions
        </a>
        {!l.image && l.lat !== null && l.lng !== null ? (
          <a href={mapUrl(l.lat, l.lng)} target="_blank" rel="noopener noreferrer">
            View map<span className="visually-hidden"> of {l.name}</span>
          </a>
        ) : null}
        <a href={links.page}>
          {pageLinkText}
          <span className="visually-hidden"> of {l.name}</span>
        </a>
        {l.type === 'service' ? (
          <a href={links.service}>Book a Service</a>
        ) : (
          <a href={`${links.page}#form-section`}>Contact Us</a>
        )}
        {dealership.url ? (
          <a href={dealership.url} target="_blank" rel="noopener noreferrer">
            Visit Website<span className="visually-hidden"> of {dealership.name}</span>
          </a>
        ) : null}
        {links.viewOurStock ? <a href={dealershipStockHref(dealership.slug)}>View Our Stock</a> : null}
      </p>
    </div>
  )
}
